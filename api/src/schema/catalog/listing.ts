// Who and what customers see: a cook is listed while approved, not paused and not deleted; a dish
// while its cook is listed and it is not withdrawn. Menus and restaurant cards also need it available.
import type { Prisma } from "../../generated/prisma/client.ts";

export const listedCook = {
  role: "cook",
  approvalStatus: "approved",
  isPaused: false,
  deletedAt: null,
} satisfies Prisma.UserWhereInput;

/** A dish a customer may open: its page shows 'Currently Unavailable' when it is not available. */
export const visibleDish = { withdrawnAt: null, cook: listedCook } satisfies Prisma.FoodItemWhereInput;

/** A dish a customer may order now, as on menus and restaurant cards. */
export const orderableDish = { ...visibleDish, available: true } satisfies Prisma.FoodItemWhereInput;

/** The same, for a cook already known to be listed. */
export const availableOwnDish = { withdrawnAt: null, available: true } satisfies Prisma.FoodItemWhereInput;

/** Menus read newest dishes last; the id breaks no ties and keeps cursors stable. */
export const menuOrder = { id: "asc" } satisfies Prisma.FoodItemOrderByWithRelationInput;
