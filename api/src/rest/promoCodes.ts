// /api paths of promo codes: an admin's platform codes and a cook's kitchen codes (the caller's own).
// Money in dollars as "5.00" strings; `value` is a percent for percent codes and dollars for amount codes.
import { mutationOperation as mutation, RestFailure, type RestRequest, type RestRoute } from "./router.ts";
import { bool, cents, dollars, nodes, optionalInt, pathGlobalId, text } from "./shapes.ts";

const promoFields = `databaseId code kind percentOff amountOffCents minSubtotalCents startsAt endsAt maxRedemptions
  perCustomerLimit firstOrderOnly active fundedBy redemptionCount createdAt`;

/** A code as /api answers it. */
function restPromoCode(p: any) {
  return {
    id: p.databaseId,
    code: p.code,
    kind: p.kind,
    value: p.kind === "percent" ? p.percentOff : p.kind === "amount" ? dollars(p.amountOffCents) : null,
    minSubtotal: dollars(p.minSubtotalCents),
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    maxRedemptions: p.maxRedemptions,
    perCustomerLimit: p.perCustomerLimit,
    firstOrderOnly: p.firstOrderOnly,
    active: p.active,
    paidBy: p.fundedBy,
    redemptions: p.redemptionCount,
    createdAt: p.createdAt,
  };
}

const NOT_FOUND = "That promo code does not exist.";

/** The payload's settings; on PATCH only those it names (null clears a limit or a date). */
function settings(body: Record<string, unknown>, all: boolean) {
  const given = (name: string) => all || name in body;
  const money = (value: unknown) => (value == null || value === "" ? null : cents(value));
  const int = (value: unknown) => (value == null || value === "" ? null : (optionalInt(value) ?? -1));
  const date = (value: unknown) => (value == null || value === "" ? null : String(value));
  const out: Record<string, unknown> = {};
  if (given("code")) out.code = text(body.code) ?? "";
  if (given("kind")) out.kind = text(body.kind) ?? "";
  // The value is read as the kind asks: whole percent, or dollars.
  if (given("value")) {
    out.percentOff = int(body.value);
    out.amountOffCents = money(body.value);
  }
  if (given("minSubtotal")) out.minSubtotalCents = money(body.minSubtotal);
  if (given("startsAt")) out.startsAt = date(body.startsAt);
  if (given("endsAt")) out.endsAt = date(body.endsAt);
  if (given("maxRedemptions")) out.maxRedemptions = int(body.maxRedemptions);
  if (given("perCustomerLimit")) out.perCustomerLimit = int(body.perCustomerLimit);
  if (given("firstOrderOnly")) out.firstOrderOnly = bool(body.firstOrderOnly);
  if (!all && "active" in body) out.active = bool(body.active);
  return out;
}

const pathId = ({ params }: RestRequest) => pathGlobalId("PromoCode", params.id, NOT_FOUND);

export const promoCodeRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/promo-codes",
    errors: "json",
    // The page size is a variable: the cost limit multiplies a literal `first`.
    operation: `query Rest_promoCodes($first: Int) { result: myPromoCodes(first: $first) { edges { node { ${promoFields} } } } }`,
    list: { defaultLimit: 100 },
    variables: () => ({ first: 100 }),
    respond: (r) => nodes(r).map(restPromoCode),
  },
  {
    method: "POST",
    path: "/api/promo-codes",
    errors: "json",
    operation: mutation(
      "createPromoCode",
      "CreatePromoCodeInput",
      `... on PromoCodePayload { promoCode { ${promoFields} } }`,
    ),
    variables: ({ body }) => ({ input: settings(body, true) }),
    respond: (r) => restPromoCode(r.promoCode),
  },
  {
    method: "PATCH",
    path: "/api/promo-codes/:id",
    errors: "json",
    operation: mutation(
      "updatePromoCode",
      "UpdatePromoCodeInput",
      `... on PromoCodePayload { promoCode { ${promoFields} } }`,
    ),
    variables: (req) => ({ input: { id: pathId(req), ...settings(req.body, false) } }),
    respond: (r) => restPromoCode(r.promoCode),
  },
  {
    method: "DELETE",
    path: "/api/promo-codes/:id",
    errors: "json",
    operation: mutation(
      "deletePromoCode",
      "DeletePromoCodeInput",
      `... on DeletePromoCodePayload { deactivated promoCode { ${promoFields} } }`,
    ),
    variables: (req) => ({ input: { id: pathId(req) } }),
    respond: (r, { params }) => {
      if (!r) throw new RestFailure(404, NOT_FOUND);
      return r.deactivated
        ? { id: Number(params.id), deleted: false, deactivated: true, promoCode: restPromoCode(r.promoCode) }
        : { id: Number(params.id), deleted: true, deactivated: false };
    },
  },
];
