// The signed-in customer's cart, kept on the server (CartLine rows) so it follows them across
// reloads and devices. Rules (customer spec §4): adding an existing dish adds to its quantity, a
// quantity of 0 or less removes the line, a cart holds one cook's dishes, and only dishes a customer
// may order now go in. Prices are never stored in the cart: a line costs the dish's price of now.
import { z } from "zod";
import { NotFoundError, parseInput } from "../../domain/errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { MAX_LINE_QUANTITY } from "../../domain/cart/rules.ts";
import { FoodItem } from "../catalog/types.ts";
import { visibleDish } from "../../domain/catalog/listing.ts";
import { effectivePriceCents } from "../../domain/catalog/price.ts";
import { shortToday } from "../../domain/orders/portionCounts.ts";
import { SoldOutError } from "../../domain/orders/errors.ts";
import { commonErrors } from "../errors.ts";
import { CartHasOtherCookError, DishUnavailableError } from "../../domain/cart/errors.ts";

const pricedDish = { priceCents: true, isOnSpecial: true, specialPriceCents: true, specialEndDate: true } as const;

type CartSummary = { totalQuantity: number; subtotalCents: number; cookId: number | null };
/** A user's cart: its lines are CartLine rows of that user. */
class CartRef {
  summary?: Promise<CartSummary>;
  constructor(readonly userId: number) {}
}

/** Quantity and subtotal of a cart at today's prices, in one statement, shared by a cart's fields. */
function summary(cart: CartRef, prisma: Prisma.TransactionClient) {
  cart.summary ??= prisma.cartLine
    .findMany({
      where: { userId: cart.userId },
      select: { quantity: true, foodItem: { select: { ...pricedDish, cookId: true } } },
    })
    .then((lines) => ({
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      subtotalCents: lines.reduce((n, l) => n + effectivePriceCents(l.foodItem) * l.quantity, 0),
      cookId: lines[0]?.foodItem.cookId ?? null,
    }));
  return cart.summary;
}

export const Cart = builder.node(CartRef, {
  name: "Cart",
  description: "The signed-in user's cart: one cook's dishes, priced by the server.",
  id: { resolve: (cart) => cart.userId, description: "The cart's global id; node(id:) answers it to its owner only." },
  isTypeOf: (value) => value instanceof CartRef,
  loadOne: (id, ctx) => (ctx.user && ctx.user.id === Number(id) ? new CartRef(ctx.user.id) : null),
  fields: (t) => ({
    lines: t.prismaField({
      type: ["CartLine"],
      description: "Lines in the order they were added.",
      resolve: (query, cart, _args, ctx) =>
        ctx.prisma.cartLine.findMany({ ...query, where: { userId: cart.userId }, orderBy: { id: "asc" } }),
    }),
    totalQuantity: t.int({
      description: "Dishes in the cart, counting quantities (the header's badge).",
      resolve: async (cart, _args, ctx) => (await summary(cart, ctx.prisma)).totalQuantity,
    }),
    subtotalCents: t.int({
      description: "Sum of the line totals at today's prices, in cents (before fees, tax and tip).",
      resolve: async (cart, _args, ctx) => (await summary(cart, ctx.prisma)).subtotalCents,
    }),
    cook: t.prismaField({
      type: "User",
      nullable: true,
      description: "The cook whose dishes the cart holds; null when it is empty.",
      resolve: async (query, cart, _args, ctx) => {
        const { cookId } = await summary(cart, ctx.prisma);
        return cookId == null ? null : ctx.prisma.user.findUnique({ ...query, where: { id: cookId } });
      },
    }),
  }),
});

export const CartLine = builder.prismaNode("CartLine", {
  description: "One dish in a cart and how many. Only the cart's owner sees it.",
  id: { field: "id", description: "The line's global id." },
  authScopes: (line) => ({ self: line.userId }),
  fields: (t) => ({
    quantity: t.exposeInt("quantity", { description: `How many, 1 to ${MAX_LINE_QUANTITY}.` }),
    foodItem: t.relation("foodItem", { description: "The dish." }),
    unitPriceCents: t.int({
      description: "What one costs now, in cents (the dish's effective price).",
      select: { foodItem: { select: pricedDish } },
      resolve: (line) => effectivePriceCents(line.foodItem),
    }),
    lineTotalCents: t.int({
      description: "unitPriceCents times quantity, in cents.",
      select: { quantity: true, foodItem: { select: pricedDish } },
      resolve: (line) => effectivePriceCents(line.foodItem) * line.quantity,
    }),
  }),
});

const mayShop = { $any: { customer: true, admin: true } } as const;

builder.queryField("cart", (t) =>
  t.withAuth(mayShop).field({
    type: Cart,
    description: "The signed-in user's cart. Customers and admins only.",
    resolve: (_root, _args, ctx) => new CartRef(ctx.user.id),
  }),
);

builder.prismaObjectField("User", "cart", (t) =>
  t.field({
    type: Cart,
    description: "This user's cart (only they see it).",
    authScopes: (user) => ({ self: user.id }),
    resolve: (user) => new CartRef(user.id),
  }),
);

const AddToCartInput = builder.inputType("AddToCartInput", {
  description: "A dish and how many of it to add.",
  fields: (t) => ({
    foodItemId: t.globalID({ required: true, for: [FoodItem], description: "The dish's global id." }),
    quantity: t.int({
      required: false,
      defaultValue: 1,
      description: `How many to add, 1 to ${MAX_LINE_QUANTITY}; the line may hold at most ${MAX_LINE_QUANTITY} in all.`,
    }),
    replaceCart: t.boolean({
      required: false,
      defaultValue: false,
      description: "Empty a cart of another cook's dishes first, instead of answering CartHasOtherCookError.",
    }),
  }),
});

const SetCartQuantityInput = builder.inputType("SetCartQuantityInput", {
  description: "A dish and the quantity its cart line should have.",
  fields: (t) => ({
    foodItemId: t.globalID({ required: true, for: [FoodItem], description: "The dish's global id." }),
    quantity: t.int({
      required: true,
      description: `The new quantity, at most ${MAX_LINE_QUANTITY}; 0 or less removes the line.`,
    }),
    replaceCart: t.boolean({
      required: false,
      defaultValue: false,
      description: "Empty a cart of another cook's dishes first, instead of answering CartHasOtherCookError.",
    }),
  }),
});

const quantityRule = z
  .number()
  .int()
  .min(1, "Quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `You can order at most ${MAX_LINE_QUANTITY} of one dish`);
const addRule = z.object({ quantity: quantityRule });
const setRule = z.object({
  quantity: z.number().int().max(MAX_LINE_QUANTITY, `You can order at most ${MAX_LINE_QUANTITY} of one dish`),
});

type LineChange = { userId: number; foodItemId: number; quantity: number; mode: "add" | "set"; replaceCart: boolean };

/** Puts a dish in a cart under the cart's rules; returns the line's id, or null when it was removed. */
export async function changeCartLine(
  prisma: Prisma.TransactionClient & { $transaction: any },
  change: LineChange,
): Promise<number | null> {
  const { userId, foodItemId, quantity, mode, replaceCart } = change;
  if (mode === "set" && quantity <= 0) {
    await prisma.cartLine.deleteMany({ where: { userId, foodItemId } });
    return null;
  }
  return prisma.$transaction(async (tx: Prisma.TransactionClient) => {
    // One cart change per customer at a time, so two tabs cannot mix two cooks in one cart.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const dish = await tx.foodItem.findFirst({
      where: { id: foodItemId, ...visibleDish },
      select: { id: true, name: true, available: true, cookId: true },
    });
    if (!dish) throw new NotFoundError("Food item not found");
    if (!dish.available) throw new DishUnavailableError(dish.name);
    const otherCook = await tx.cartLine.findFirst({
      where: { userId, foodItem: { cookId: { not: dish.cookId } } },
      select: {
        foodItem: {
          select: { cook: { select: { username: true, restaurantProfile: { select: { restaurantName: true } } } } },
        },
      },
    });
    if (otherCook) {
      if (!replaceCart) {
        const cook = otherCook.foodItem.cook;
        throw new CartHasOtherCookError(cook.restaurantProfile?.restaurantName ?? cook.username);
      }
      await tx.cartLine.deleteMany({ where: { userId } });
    }
    const existing = await tx.cartLine.findUnique({ where: { userId_foodItemId: { userId, foodItemId } } });
    const next = mode === "add" ? (existing?.quantity ?? 0) + quantity : quantity;
    parseInput(setRule, { quantity: next });
    // A cart is for today: a dish with too few portions left today does not go in.
    const soldOut = next > 0 ? await shortToday(tx, { foodItemId: dish.id, name: dish.name, quantity: next }) : null;
    if (soldOut) throw new SoldOutError(soldOut);
    const line = existing
      ? await tx.cartLine.update({ where: { id: existing.id }, data: { quantity: next } })
      : await tx.cartLine.create({ data: { userId, foodItemId, quantity: next } });
    return line.id;
  });
}

const CartPayload = (name: string) =>
  builder.objectRef<{ userId: number; lineId: number | null }>(name).implement({
    description: "The cart after a change.",
    fields: (t) => ({
      cart: t.field({ type: Cart, description: "The whole cart as it now is.", resolve: (p) => new CartRef(p.userId) }),
      line: t.prismaField({
        type: "CartLine",
        nullable: true,
        description: "The changed line; null when it was removed.",
        resolve: (query, p, _args, ctx) =>
          p.lineId == null ? null : ctx.prisma.cartLine.findUnique({ ...query, where: { id: p.lineId } }),
      }),
    }),
  });

const cartErrors = [...commonErrors, NotFoundError, DishUnavailableError, CartHasOtherCookError, SoldOutError];

/** The result union's description: what each refusal means. */
const cartResult = (payload: string) =>
  `${payload} once changed; NotFoundError when the dish is not on a listed menu, DishUnavailableError when it is unavailable, ` +
  `CartHasOtherCookError when the cart holds another cook's dishes, SoldOutError when today has fewer portions left, ValidationError for a malformed id or a quantity out of bounds.`;

builder.mutationField("addToCart", (t) =>
  t.withAuth(mayShop).field({
    type: CartPayload("AddToCartPayload"),
    description:
      "Adds a quantity of a dish to the cart, onto its line when it is there already. Customers and admins only.",
    args: { input: t.arg({ type: AddToCartInput, required: true, description: "The dish and quantity." }) },
    errors: { types: cartErrors, directResult: true, union: { description: cartResult("AddToCartPayload") } },
    resolve: async (_root, { input }, ctx) => {
      const { quantity } = parseInput(addRule, { quantity: input.quantity ?? 1 });
      const foodItemId = Number(input.foodItemId.id);
      const lineId = await changeCartLine(ctx.prisma, {
        userId: ctx.user.id,
        foodItemId,
        quantity,
        mode: "add",
        replaceCart: !!input.replaceCart,
      });
      return { userId: ctx.user.id, lineId };
    },
  }),
);

builder.mutationField("setCartQuantity", (t) =>
  t.withAuth(mayShop).field({
    type: CartPayload("SetCartQuantityPayload"),
    description: "Sets a dish's quantity in the cart; 0 or less removes its line. Customers and admins only.",
    args: {
      input: t.arg({ type: SetCartQuantityInput, required: true, description: "The dish and its new quantity." }),
    },
    errors: { types: cartErrors, directResult: true, union: { description: cartResult("SetCartQuantityPayload") } },
    resolve: async (_root, { input }, ctx) => {
      const { quantity } = parseInput(setRule, { quantity: input.quantity });
      const lineId = await changeCartLine(ctx.prisma, {
        userId: ctx.user.id,
        foodItemId: Number(input.foodItemId.id),
        quantity,
        mode: "set",
        replaceCart: !!input.replaceCart,
      });
      return { userId: ctx.user.id, lineId };
    },
  }),
);

builder.mutationField("clearCart", (t) =>
  t.withAuth(mayShop).field({
    type: CartPayload("ClearCartPayload"),
    description: "Empties the cart. Customers and admins only.",
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description: "ClearCartPayload with the empty cart; NotSignedInError or NotAllowedError for other callers.",
      },
    },
    resolve: async (_root, _args, ctx) => {
      await ctx.prisma.cartLine.deleteMany({ where: { userId: ctx.user.id } });
      return { userId: ctx.user.id, lineId: null };
    },
  }),
);
