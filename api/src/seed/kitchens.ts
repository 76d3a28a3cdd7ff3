// The two demo kitchens: their cooks, restaurant profiles, store settings, categories and menus.
// Each dish, logo and banner names the Fluent Emoji its picture is drawn from (pictures.ts).
import type { PrismaClient } from "../generated/prisma/client.ts";
import { seedDeclaration } from "./allergens.ts";

export type Dish = {
  meal: "breakfast" | "lunch" | "dinner" | "desserts";
  category: string;
  name: string;
  description: string;
  price: number;
  prepTime: string;
  special?: { price: number; description: string };
  /** The Fluent Emoji (flat) its picture shows. */
  emoji: string;
};

export type DemoKitchen = {
  user: { name: string; email: string; phone: string; address: string; latitude: number; longitude: number };
  profile: { restaurantName: string; cuisineType: string; description: string; specialties: string[] };
  experienceYears: number;
  categories: string[];
  dishes: Dish[];
  /** Emoji of the logo, and of the banner from left to right. */
  logoEmoji: string;
  bannerEmoji: string[];
};

const dollars = (amount: number) => Math.round(amount * 100);

const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };

/** Demo kitchens take orders at any hour, from 5.00, with the platform's 0.99 base delivery fee. */
const DEMO_STORE = {
  preparationTime: 30,
  deliveryRadiusMiles: 25,
  deliveryFeeCents: 99,
  minimumOrderCents: 500,
  freeDeliveryMinimumCents: 20000,
  autoAcceptOrders: false,
  maxOrdersPerHour: 50,
  maxOrdersPerDay: null,
  businessHours: Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, ALL_DAY]),
  ),
};

export const DEMO_KITCHENS: DemoKitchen[] = [
  {
    user: {
      name: "Maria Lopez",
      email: "cook@homeplate.dev",
      phone: "(512) 555-0111",
      address: "1619 S 1st St, Austin, TX 78704",
      latitude: 30.2467,
      longitude: -97.7551,
    },
    profile: {
      restaurantName: "Maria's Kitchen",
      cuisineType: "mexican",
      description: "Family recipes from Puebla, cooked fresh every day in a South Austin home kitchen.",
      specialties: ["Mole poblano", "Handmade tortillas", "Tres leches"],
    },
    experienceYears: 12,
    categories: ["Main Course", "Soups", "Desserts", "Mexican"],
    logoEmoji: "woman-cook-medium",
    bannerEmoji: ["hot-pepper", "taco", "avocado", "burrito", "tomato", "ear-of-corn", "lime"],
    dishes: [
      {
        meal: "breakfast",
        category: "Mexican",
        name: "Chilaquiles Verdes",
        description:
          "Crisp corn tortillas simmered in tomatillo salsa, topped with a fried egg, crema and queso fresco.",
        price: 11.5,
        prepTime: "20-25 mins",
        emoji: "shallow-pan-of-food",
      },
      {
        meal: "breakfast",
        category: "Mexican",
        name: "Huevos Rancheros",
        description: "Two eggs on warm tortillas with ranchero sauce, refried beans and avocado.",
        price: 10,
        prepTime: "15-20 mins",
        emoji: "cooking",
      },
      {
        meal: "lunch",
        category: "Main Course",
        name: "Chicken Tinga Tacos",
        description: "Three tacos of chipotle-stewed chicken on handmade corn tortillas with pickled onion.",
        price: 12,
        prepTime: "20-30 mins",
        special: { price: 9.99, description: "Taco Tuesday all week long" },
        emoji: "taco",
      },
      {
        meal: "lunch",
        category: "Soups",
        name: "Sopa de Tortilla",
        description: "Roasted tomato and guajillo broth with crispy tortilla strips, avocado and queso.",
        price: 8.5,
        prepTime: "15-20 mins",
        emoji: "pot-of-food",
      },
      {
        meal: "dinner",
        category: "Main Course",
        name: "Mole Poblano Enchiladas",
        description: "Chicken enchiladas under a 24-ingredient mole poblano, with sesame and rice.",
        price: 16,
        prepTime: "30-45 mins",
        emoji: "burrito",
      },
      {
        meal: "dinner",
        category: "Main Course",
        name: "Carnitas Plate",
        description: "Slow-braised pork carnitas with rice, beans, salsa verde and fresh tortillas.",
        price: 15.5,
        prepTime: "30-40 mins",
        emoji: "cut-of-meat",
      },
      {
        meal: "desserts",
        category: "Desserts",
        name: "Tres Leches Cake",
        description: "Sponge cake soaked in three milks with whipped cream and cinnamon.",
        price: 6.5,
        prepTime: "5-10 mins",
        emoji: "shortcake",
      },
      {
        meal: "desserts",
        category: "Desserts",
        name: "Churros con Chocolate",
        description: "Six cinnamon-sugar churros with thick Mexican hot chocolate for dipping.",
        price: 5.75,
        prepTime: "15-20 mins",
        emoji: "hot-beverage",
      },
    ],
  },
  {
    user: {
      name: "Kenji Tanaka",
      email: "cook2@homeplate.dev",
      phone: "(512) 555-0122",
      address: "2209 E Cesar Chavez St, Austin, TX 78702",
      latitude: 30.2555,
      longitude: -97.7192,
    },
    profile: {
      restaurantName: "Kenji's Home Kitchen",
      cuisineType: "japanese",
      description: "Comforting Japanese home cooking: bento, curry and bakes from an East Austin kitchen.",
      specialties: ["Katsu curry", "Bento boxes", "Matcha desserts"],
    },
    experienceYears: 8,
    categories: ["Main Course", "Asian Cuisine", "Desserts"],
    logoEmoji: "man-cook-light",
    bannerEmoji: ["rice-ball", "sushi", "bento-box", "steaming-bowl", "curry-rice", "dango", "leafy-green"],
    dishes: [
      {
        meal: "breakfast",
        category: "Asian Cuisine",
        name: "Tamago Sando",
        description: "Fluffy Japanese egg salad on milk bread, with a side of miso soup.",
        price: 9,
        prepTime: "10-15 mins",
        emoji: "sandwich",
      },
      {
        meal: "lunch",
        category: "Main Course",
        name: "Chicken Katsu Curry",
        description: "Panko-crusted chicken cutlet over rice with a rich house curry.",
        price: 13.5,
        prepTime: "25-35 mins",
        emoji: "curry-rice",
      },
      {
        meal: "dinner",
        category: "Main Course",
        name: "Salmon Teriyaki Bento",
        description: "Glazed salmon, rice, tamagoyaki, pickles and seasonal vegetables.",
        price: 17,
        prepTime: "30-40 mins",
        emoji: "bento-box",
      },
      {
        meal: "desserts",
        category: "Desserts",
        name: "Matcha Cheesecake",
        description: "Creamy Japanese-style cheesecake with ceremonial-grade matcha.",
        price: 7,
        prepTime: "5-10 mins",
        emoji: "custard",
      },
    ],
  },
];

/** Creates an approved cook with their restaurant profile, store settings, approved application and menu. */
export async function createKitchen(
  prisma: PrismaClient,
  k: DemoKitchen,
  passwordHash: string,
  decided: { decidedById: number; decidedAt: Date },
) {
  const cook = await prisma.user.create({
    data: {
      ...k.user,
      username: k.user.name,
      role: "cook",
      approvalStatus: "approved",
      passwordHash,
      restaurantProfile: { create: k.profile },
      storeSettings: {
        create: {
          businessName: k.profile.restaurantName,
          description: k.profile.description,
          address: k.user.address,
          latitude: k.user.latitude,
          longitude: k.user.longitude,
          phone: k.user.phone,
          email: k.user.email,
          ...DEMO_STORE,
        },
      },
      chefApplications: {
        create: {
          ...decided,
          status: "approved",
          businessName: k.profile.restaurantName,
          cuisine: k.profile.cuisineType,
          businessType: "Home kitchen",
          description: k.profile.description,
          specialties: k.profile.specialties.join(", "),
          experienceYears: k.experienceYears,
          kitchenAddress: k.user.address,
        },
      },
    },
  });
  const categories = await prisma.category.createManyAndReturn({
    data: k.categories.map((name, displayOrder) => ({ cookId: cook.id, name, displayOrder })),
  });
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
  await prisma.foodItem.createMany({
    data: k.dishes.map((d) => ({
      cookId: cook.id,
      categoryId: categoryIds.get(d.category),
      meal: d.meal,
      name: d.name,
      description: d.description,
      priceCents: dollars(d.price),
      prepTime: d.prepTime,
      isOnSpecial: !!d.special,
      specialPriceCents: d.special ? dollars(d.special.price) : null,
      specialDescription: d.special?.description ?? null,
      ...seedDeclaration(d.name),
    })),
  });
}
