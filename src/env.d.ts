/**
 * True where widgets' settings are described for editors (the manifest and schemas the build
 * writes, the demo host, tests); false in the widgets' own files, which drop every
 * description (esbuild `define`, build.mjs): `setting(schema, SF_DOCS && { title, … })`.
 */
declare const SF_DOCS: boolean;

/** The release being built (package.json's version), or undefined where nothing built the code. */
declare const SF_VERSION: string | undefined;
