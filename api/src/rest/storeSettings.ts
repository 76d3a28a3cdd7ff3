// /api paths of the store settings (companion spec §7 'Chef and store'): money in dollars as numbers
// here, cents in GraphQL.
import { cents, idParam, int, num } from "./chef.ts";
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import { bool, dollarNumber } from "./shapes.ts";

const storeFields = `cookDatabaseId saved businessName description address phone email preparationTime deliveryRadiusMiles
  deliveryFeeCents minimumOrderCents freeDeliveryMinimumCents autoAcceptOrders maxOrdersPerHour maxOrdersPerDay vacationMode
  payoutFrequency payoutSchedule taxId timeZone businessHours { day isOpen openTime closeTime }
  slotCutoffMinutes slotCapacity
  notifyOrders notifyEmail notifyPush`;

function restStore(s: any) {
  return {
    userId: s.cookDatabaseId,
    saved: s.saved,
    businessName: s.businessName,
    description: s.description,
    address: s.address,
    phone: s.phone,
    email: s.email,
    preparationTime: s.preparationTime,
    deliveryRadius: s.deliveryRadiusMiles,
    deliveryFee: dollarNumber(s.deliveryFeeCents),
    minimumOrderAmount: dollarNumber(s.minimumOrderCents),
    freeDeliveryMinimum: dollarNumber(s.freeDeliveryMinimumCents),
    autoAcceptOrders: s.autoAcceptOrders,
    maxOrdersPerHour: s.maxOrdersPerHour,
    // The spec's field, read by its clients: every order is delivered by HomePlate's drivers, so a
    // kitchen never delivers itself. Sent back, it is ignored.
    useOwnDelivery: false,
    maxOrdersPerDay: s.maxOrdersPerDay,
    vacationMode: s.vacationMode,
    payoutFrequency: s.payoutFrequency,
    payoutSchedule: s.payoutSchedule,
    taxId: s.taxId,
    timeZone: s.timeZone,
    orderCutoffMinutes: s.slotCutoffMinutes,
    maxOrdersPerSlot: s.slotCapacity,
    businessHours: Object.fromEntries(s.businessHours.map(({ day, ...h }: any) => [day, h])),
    notifications: { orders: s.notifyOrders, email: s.notifyEmail, push: s.notifyPush },
  };
}

export const storeSettingsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/store-settings/:userId",
    operation: `query Rest_storeSettings($id: ID!) { result: node(id: $id) { ... on User { storeSettings { ${storeFields} } } } }`,
    variables: ({ params }) => ({ id: idParam("User", params.userId) }),
    respond: (user) => {
      if (!user?.storeSettings) throw new RestFailure(404, "No cook with that id.");
      return restStore(user.storeSettings);
    },
  },
  {
    method: "POST",
    path: "/api/store-settings",
    operation: mutation(
      "saveStoreSettings",
      "SaveStoreSettingsInput",
      `... on StoreSettingsPayload { cook { storeSettings { ${storeFields} } } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...(body.userId != null && body.userId !== "" ? { cookId: idParam("User", String(body.userId)) } : {}),
        ...storeInput(body),
      },
    }),
    respond: (r) => restStore(r.cook.storeSettings),
  },
];

/** An /api store field: its GraphQL name and how its value converts (dollars to cents, text to numbers). */
const storeFieldsIn: Record<string, [field: string, convert: (value: unknown) => unknown]> = {
  businessName: ["businessName", String],
  description: ["description", String],
  address: ["address", String],
  phone: ["phone", String],
  email: ["email", String],
  payoutFrequency: ["payoutFrequency", String],
  taxId: ["taxId", String],
  // A number that is not one becomes -1, which its range rule refuses by name.
  preparationTime: ["preparationTime", (v) => int(v) ?? -1],
  deliveryRadius: ["deliveryRadiusMiles", (v) => num(v) ?? -1],
  deliveryFee: ["deliveryFeeCents", (v) => cents(v) ?? -1],
  minimumOrderAmount: ["minimumOrderCents", (v) => cents(v) ?? -1],
  freeDeliveryMinimum: ["freeDeliveryMinimumCents", (v) => cents(v) ?? -1],
  maxOrdersPerHour: ["maxOrdersPerHour", (v) => int(v) ?? -1],
  orderCutoffMinutes: ["orderCutoffMinutes", (v) => int(v) ?? -1],
  maxOrdersPerSlot: ["maxOrdersPerSlot", (v) => int(v) ?? -1],
  autoAcceptOrders: ["autoAcceptOrders", bool],
  businessHours: [
    "businessHours",
    (v) => {
      if (typeof v !== "object" || Array.isArray(v))
        throw new RestFailure(400, "Business hours must be an object by weekday");
      return hoursInput(v as Record<string, any>);
    },
  ],
};

/** The store settings a payload sends; a field it leaves out (or sends as null) keeps its value. */
function storeInput(body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(storeFieldsIn)
      .filter(([key]) => body[key] != null)
      .map(([key, [field, convert]]) => [field, convert(body[key])]),
  );
}

function hoursInput(hours: Record<string, any>) {
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
  return Object.fromEntries(
    days.map((day) => {
      const h = hours[day];
      if (!h || typeof h !== "object") throw new RestFailure(400, `Business hours for ${day} are missing`);
      return [
        day,
        { isOpen: h.isOpen === true, openTime: String(h.openTime ?? ""), closeTime: String(h.closeTime ?? "") },
      ];
    }),
  );
}
