/**
 * True where widgets' settings are described for editors (the manifest and schemas the build
 * writes, the demo host, tests); false in the widgets' own files, which drop every
 * description (esbuild `define`, build.mjs): `setting(schema, SF_DOCS && { title, … })`.
 */
declare const SF_DOCS: boolean;
