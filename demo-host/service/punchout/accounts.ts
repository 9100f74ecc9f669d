/**
 * The demo's procurement connections (docs/punchout.md "Demo credentials"): what a
 * distributor gives a buyer's procurement team, seeded into `punchout_accounts`. The secrets
 * are here in plain text because they are a demo's; the database keeps only their scrypt hash.
 */

/** Who the storefront says it is in the cXML it sends (the order message's From and Sender). */
export const SUPPLIER_CREDENTIAL = { domain: 'NetworkID', identity: 'GREENSOURCE-SUPPLY' } as const;

export type PunchoutAccountSeed = {
  protocol: 'oci' | 'cxml';
  /** cXML credential domain; '' for OCI. */
  domain: string;
  /** OCI USERNAME, or the cXML From identity. */
  identity: string;
  /** OCI PASSWORD, or the cXML shared secret. */
  secret: string;
  customerNumber: string;
  /** The login that shops, unless the request names another login of the customer. */
  companyUserId: number;
};

export const PUNCHOUT_ACCOUNTS: readonly PunchoutAccountSeed[] = [
  { protocol: 'oci', domain: '', identity: 'MAPLE-OCI', secret: 'oci-demo-password', customerNumber: '100234', companyUserId: 42 },
  { protocol: 'cxml', domain: 'NetworkID', identity: 'MAPLE-HOLLOW-P2P', secret: 'cxml-demo-shared-secret', customerNumber: '100234', companyUserId: 42 },
];
