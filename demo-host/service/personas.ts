/**
 * The demo personas: who the demo pages can sign in as. The seeder creates exactly these
 * company users and customers, and the demo host turns a persona into a page context
 * (with a token from `service.auth.issueToken(companyUserId)`).
 */
import type { CustomerRow } from './access';

export type DemoUser = {
  /** Stable key for URLs and tests ('anonymous', 'buyer', ...); 'login' = signed in with a password, 'punchout' = opened from a procurement system. */
  key: 'anonymous' | 'buyer' | 'ecom' | 'readOnly' | 'salesRep' | 'otherCompany' | 'login' | 'punchout';
  label: string;
  /** 0 for the anonymous visitor. */
  companyUserId: number;
  customer: { customerNumber: string; customerType: string; ecomCustomer: boolean } | null;
  warehouseCode: string;
  shipTo: string | null;
  readOnly: boolean;
  /** The page context's `withCustomer` by default; a sales rep turns it on with the header switch. */
  withCustomer: boolean;
  /** May act for other customers (page context `salesRep`): the header offers the Customer switcher. */
  salesRep: boolean;
  /**
   * A password sign-in's session id (`key` 'login'): its pages' tokens carry it, so signing
   * out ends them too. Absent for the personas, which have no session in the service.
   */
  session?: string;
};

/** The customer a signed-in user acts for now, as the service stored it. */
export type ActingFor = {
  /** The signed-in user's own name and e-mail address (the page context's userName and userEmail). */
  user: { name: string; email: string };
  customer: { customerNumber: string; customerType: string; ecomCustomer: boolean };
  warehouseCode: string;
  /** The customer's ship-to codes, first the default. */
  shipTos: readonly string[];
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'anonymous', label: 'Anonymous visitor', companyUserId: 0, customer: null,
    warehouseCode: '1001', shipTo: null, readOnly: false, withCustomer: false, salesRep: false,
  },
  {
    key: 'buyer', label: 'Greenhouse buyer', companyUserId: 42,
    customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false },
    warehouseCode: '1001', shipTo: '001', readOnly: false, withCustomer: false, salesRep: false,
  },
  {
    key: 'ecom', label: 'E-commerce garden center', companyUserId: 51,
    customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true },
    warehouseCode: '1002', shipTo: '001', readOnly: false, withCustomer: false, salesRep: false,
  },
  {
    key: 'readOnly', label: 'Read-only accountant', companyUserId: 43,
    customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false },
    warehouseCode: '1001', shipTo: '001', readOnly: true, withCustomer: false, salesRep: false,
  },
  {
    key: 'salesRep', label: 'Sales rep with customer', companyUserId: 61,
    customer: { customerNumber: '100388', customerType: 'Landscaper', ecomCustomer: false },
    // Sees the chosen customer's prices; the demo header's 'With customer' switch hides them.
    warehouseCode: '1001', shipTo: '001', readOnly: false, withCustomer: false, salesRep: true,
  },
  {
    key: 'otherCompany', label: 'Buyer at another company', companyUserId: 71,
    customer: { customerNumber: '200877', customerType: 'Grower', ecomCustomer: false },
    warehouseCode: '1003', shipTo: '001', readOnly: false, withCustomer: false, salesRep: false,
  },
];

export const WAREHOUSES = [
  { code: '1001', name: 'Burton, OH', state: 'OH', zip: '44021' },
  { code: '1002', name: 'Apopka, FL', state: 'FL', zip: '32703' },
  { code: '1003', name: 'Salinas, CA', state: 'CA', zip: '93901' },
  { code: '1004', name: 'Lancaster, PA', state: 'PA', zip: '17601' },
] as const;

export const PRICE_LEVELS = [
  { id: 1, name: 'List', multiplier: 1 },
  { id: 2, name: 'Grower', multiplier: 0.86 },
  { id: 3, name: 'Volume Grower', multiplier: 0.78 },
  { id: 4, name: 'Garden Center', multiplier: 0.93 },
  { id: 5, name: 'Landscape Contractor', multiplier: 0.9 },
] as const;

/** A customer row as the database holds it (access.ts), with the ship-tos the seeder writes. */
export type SeedCustomer = CustomerRow & {
  shipTos: { shipTo: string; name: string; address: string; city: string; state: string; zipCode: string }[];
};

/** The persona customers; the seeder adds generated ones for the sales rep's book. */
export const PERSONA_CUSTOMERS: readonly SeedCustomer[] = [
  {
    customerNumber: '100234', name: 'Maple Hollow Greenhouses', customerType: 'Grower', ecomCustomer: false,
    priceLevelId: 2, homeWarehouse: '1001', backupWarehouse: '1004',
    shipTos: [
      { shipTo: '001', name: 'Maple Hollow - Main Range', address: '14880 Ravenna Rd', city: 'Burton', state: 'OH', zipCode: '44021' },
      { shipTo: '002', name: 'Maple Hollow - Retail Yard', address: '220 Main St', city: 'Chardon', state: 'OH', zipCode: '44024' },
      { shipTo: '003', name: 'Maple Hollow - Hudson Valley', address: '9 Orchard Ln', city: 'Kingston', state: 'NY', zipCode: '12401' },
    ],
  },
  {
    customerNumber: '100512', name: 'Sunshine Garden Center', customerType: 'Garden Center', ecomCustomer: true,
    priceLevelId: 4, homeWarehouse: '1002', backupWarehouse: '1001',
    shipTos: [
      { shipTo: '001', name: 'Sunshine Garden Center', address: '1200 Orange Blossom Trl', city: 'Apopka', state: 'FL', zipCode: '32703' },
    ],
  },
  {
    customerNumber: '100388', name: 'Riverside Landscape Co.', customerType: 'Landscaper', ecomCustomer: false,
    priceLevelId: 5, homeWarehouse: '1001', backupWarehouse: '1002',
    shipTos: [
      { shipTo: '001', name: 'Riverside Landscape Yard', address: '75 River Rd', city: 'Columbus', state: 'OH', zipCode: '43215' },
    ],
  },
  {
    customerNumber: '200877', name: 'Pacific Coast Propagators', customerType: 'Grower', ecomCustomer: false,
    priceLevelId: 3, homeWarehouse: '1003', backupWarehouse: '1001',
    shipTos: [
      { shipTo: '001', name: 'Pacific Coast Propagators', address: '410 Abbott St', city: 'Salinas', state: 'CA', zipCode: '93901' },
    ],
  },
];

export type SeedCompanyUser = {
  id: number;
  customerNumber: string;
  name: string;
  email: string;
  role: 'buyer' | 'salesrep';
  readOnly: boolean;
};

export const PERSONA_COMPANY_USERS: readonly SeedCompanyUser[] = [
  { id: 42, customerNumber: '100234', name: 'Dana Whitfield', email: 'dana@maplehollow.example', role: 'buyer', readOnly: false },
  { id: 43, customerNumber: '100234', name: 'Lee Okafor', email: 'accounts@maplehollow.example', role: 'buyer', readOnly: true },
  { id: 44, customerNumber: '100234', name: 'Sam Reyes', email: 'sam@maplehollow.example', role: 'buyer', readOnly: false },
  { id: 51, customerNumber: '100512', name: 'Priya Natarajan', email: 'priya@sunshinegc.example', role: 'buyer', readOnly: false },
  { id: 61, customerNumber: '100388', name: 'Chris Baldwin', email: 'chris.baldwin@storefront.example', role: 'salesrep', readOnly: false },
  { id: 62, customerNumber: '100388', name: 'Morgan Hale', email: 'morgan@riversidelandscape.example', role: 'buyer', readOnly: false },
  { id: 71, customerNumber: '200877', name: 'Jordan Kim', email: 'jordan@pacificcoastprop.example', role: 'buyer', readOnly: false },
];

/** The demo password of every seeded login (the demo has no real sign-in). */
export const DEMO_PASSWORD = 'greenhouse-demo';
