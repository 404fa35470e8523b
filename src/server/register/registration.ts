import { eq, sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { Locale } from '../../shared/locales.ts';
import { RIGHTS, type Right } from '../../shared/rights.ts';
import type { RegisterCompanyInput, RegisterCustomerInput } from '../../shared/schemas/registration.ts';
import { registrationMail } from '../account/mails.ts';
import { hashPassword } from '../account/password.ts';
import { consumeToken, issueToken } from '../account/tokens.ts';
import { announceJoinRequest } from '../company/join-requests.ts';
import { storefrontBase } from '../context/storefront-url.ts';
import type { Db } from '../db/client.ts';
import { company, country, customer, customerAddress, customerRight, language } from '../db/schema/index.ts';
import type { StoreContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { violation } from '../http/validate.ts';
import { sendMail } from '../mail/transport.ts';
import { branches, openCompany, searchCities } from './lookups.ts';

/** A new user of an existing company starts with their own account only; a lead buyer grants more. */
const NEW_USER_RIGHTS: Right[] = [
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_OWN_CONTACT_INFO',
  'ROLE_MANAGE_ORDER_LISTS',
];
/** Self-registered companies are numbered from here, apart from the numbers the ERP hands out. */
const FIRST_OWN_NUMBER = 500_000;

type Personal = Omit<RegisterCustomerInput, 'clientNumber' | 'vat'>;

/** A username already in use, as the violation to report (null when it is free). */
async function usernameTaken(db: Db, username: string) {
  const [taken] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(eq(sql`lower(${customer.username})`, username.toLowerCase()))
    .limit(1);
  return taken ? violation('USERNAME_EXISTS', 'username', 'This username is already in use.') : null;
}

async function assertUsernameFree(db: Db, username: string) {
  const problem = await usernameTaken(db, username);
  if (problem) throw ApiError.fromItems(400, [problem]);
}

/** The new customer, inactive until the e-mail address is confirmed (double opt-in, §4 registration). */
async function insertCustomer(db: Db, companyId: string, input: Personal, leadBuyer: boolean) {
  const [lang] = await db
    .select({ id: language.id })
    .from(language)
    .where(eq(language.localeCode, input.language));
  const id = newId();
  await db.insert(customer).values({
    id,
    companyId,
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    salutation: input.prefix,
    firstName: input.firstName,
    lastName: input.lastName,
    active: false,
    leadBuyer,
    // A newcomer to an existing company waits for its lead buyer's approval (company/join-requests.ts).
    awaitingApproval: !leadBuyer,
    languageId: lang?.id,
    doubleOptInRegistration: true,
    customFields: { mobile: input.mobile ?? null, customerFunction: input.customerFunction ?? null },
  });
  const rights = leadBuyer ? RIGHTS : NEW_USER_RIGHTS;
  await db
    .insert(customerRight)
    .values(RIGHTS.map((code) => ({ customerId: id, code, enabled: rights.includes(code) })));
  return id;
}

async function mailConfirmation(ctx: StoreContext, customerId: string, input: Personal) {
  const hash = await issueToken(ctx.db, customerId, 'double-opt-in');
  const link = `${await storefrontBase(ctx, undefined)}/register/confirm?hash=${hash}`;
  await sendMail(ctx.db, {
    to: input.email,
    template: 'registration-confirm',
    ...registrationMail(input.language as Locale, input.firstName, link),
  });
}

/**
 * The company's address and branch as the shop's settings want them: with REQUIRE_CITY_SEARCH the
 * city is one the lookup gives for the postcode (spelt as the lookup spells it), and a preferred
 * branch is a known one. Every problem is reported at once, with the VAT number's and the username's
 * (issue 27: one answer names them all).
 */
async function checkCompany(ctx: StoreContext, input: RegisterCompanyInput) {
  const username = await usernameTaken(ctx.db, input.username);
  const problems = username ? [username] : [];
  const [vatTaken] = await ctx.db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.vatId, input.vat));
  if (vatTaken) {
    problems.push(violation('VAT_NUMBER_ALREADY_EXISTS', 'vat', 'This VAT number is already registered.'));
  }
  let cityName = input.city;
  if (ctx.salesChannel.featureFlags.REQUIRE_CITY_SEARCH) {
    const { elements } = await searchCities(ctx, input.zip);
    const found = elements.find((c) => c.name.toLowerCase() === input.city.toLowerCase());
    if (found) cityName = found.name;
    else problems.push(violation('INVALID_CITY', 'city', 'Choose a city the postcode lookup gives.'));
  }
  if (input.branch && !(await branches(ctx)).elements.some((b) => b.code === input.branch)) {
    problems.push(violation('INVALID_VALUE', 'branch', 'Unknown branch.'));
  }
  if (problems.length) throw ApiError.fromItems(400, problems);
  return { city: cityName, branchCode: input.branch || null };
}

/** `POST /b2b/register/company`: a new company, its billing address and its first user (lead buyer). */
export async function registerCompany(ctx: StoreContext, input: RegisterCompanyInput) {
  const checked = await checkCompany(ctx, input);
  const [be] = await ctx.db.select({ id: country.id }).from(country).where(eq(country.iso, input.country));
  const customerId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [last] = await db.select({ n: sql<string | null>`max(${company.number})` }).from(company);
    const number = String(Math.max(FIRST_OWN_NUMBER, Number(last?.n ?? 0) + 1));
    const companyId = newId();
    await db.insert(company).values({
      id: companyId,
      number,
      name: input.companyName,
      vatId: input.vat,
      branchCode: checked.branchCode,
      customFields: {
        phone: input.phone,
        fax: input.fax ?? null,
        emailForInvoice: input.emailForInvoice ?? null,
        branchIndustry: input.branchIndustry ?? null,
        isNew: input.isNew ?? null,
        existingCompanyNumber: input.existingCompanyNumber ?? null,
      },
    });
    const id = await insertCustomer(db, companyId, input, true);
    const addressId = newId();
    await db.insert(customerAddress).values({
      id: addressId,
      companyId,
      customerId: id,
      name: input.companyName,
      email: input.emailForInvoice ?? input.email,
      street: input.street,
      streetNumber: input.streetNumber,
      box: input.box,
      zipcode: input.zip,
      city: checked.city,
      countryId: be?.id ?? '',
      defaultDelivery: true,
    });
    await db
      .update(customer)
      .set({ defaultBillingAddressId: addressId, defaultShippingAddressId: addressId })
      .where(eq(customer.id, id));
    return id;
  });
  await mailConfirmation(ctx, customerId, input);
  return { apiAlias: 'b2b_register_company', customerId };
}

/** `POST /b2b/register/company/customer`: a new user under a company proven by number and VAT. */
export async function registerCustomer(ctx: StoreContext, input: RegisterCustomerInput, address: string) {
  const target = await openCompany(ctx, input, address);
  await assertUsernameFree(ctx.db, input.username);
  const customerId = await insertCustomer(ctx.db, target.id, input, false);
  await mailConfirmation(ctx, customerId, input);
  return { apiAlias: 'b2b_register_customer', customerId };
}

/**
 * The link of the confirmation mail confirms the address, once. It activates a new company's lead
 * buyer; a newcomer to an existing company stays inactive and the company's lead buyers are asked.
 */
export async function confirmRegistration(ctx: StoreContext, hash: string) {
  const customerId = await consumeToken(ctx.db, hash, 'double-opt-in');
  if (!customerId) {
    throw new ApiError(
      404,
      'B2B__REGISTRATION_HASH_INVALID',
      'This confirmation link has expired or was already used.',
    );
  }
  const [row] = await ctx.db
    .update(customer)
    .set({ active: sql`not ${customer.awaitingApproval}`, doubleOptInConfirmDate: sql`now()` })
    .where(eq(customer.id, customerId))
    .returning({ awaitingApproval: customer.awaitingApproval });
  const awaitingApproval = row?.awaitingApproval ?? false;
  if (awaitingApproval) await announceJoinRequest(ctx, customerId);
  return { apiAlias: 'b2b_register_confirm', success: true, awaitingApproval };
}
