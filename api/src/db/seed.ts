// Demo data: one account per role and state, two kitchens with menus, all in Austin, Texas.
// Seeded on the first start of the embedded database and by `npm run db:seed`.
import type { PrismaClient } from "../generated/prisma/client.ts";
import { hashPassword } from "../services/passwordHashing.ts";

export const DEMO_PASSWORD = "homeplate123";

export const demoAccounts = [
  { email: "admin@homeplate.dev", what: "admin" },
  { email: "cook@homeplate.dev", what: "approved cook, Maria's Kitchen" },
  { email: "cook2@homeplate.dev", what: "approved cook, Kenji's Home Kitchen" },
  { email: "pending.cook@homeplate.dev", what: "cook whose application is pending" },
  { email: "driver@homeplate.dev", what: "approved driver" },
  { email: "pending.driver@homeplate.dev", what: "driver whose application is pending" },
  { email: "customer@homeplate.dev", what: "customer" },
  { email: "customer2@homeplate.dev", what: "customer" },
] as const;

type Dish = {
  meal: "breakfast" | "lunch" | "dinner" | "desserts";
  category: string;
  name: string;
  description: string;
  price: number;
  prepTime: string;
  special?: { price: number; description: string };
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

/** Seeds the demo data unless it is already there. Returns whether it seeded. */
export async function seedDemoData(prisma: PrismaClient): Promise<boolean> {
  if (await prisma.user.findUnique({ where: { email: "admin@homeplate.dev" } })) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // One hash for every demo account keeps the seed fast; each real account gets its own salt.

  const admin = await prisma.user.create({
    data: {
      name: "Avery Admin",
      username: "Avery Admin",
      email: "admin@homeplate.dev",
      phone: "(512) 555-0100",
      address: "301 W 2nd St, Austin, TX 78701",
      latitude: 30.2649,
      longitude: -97.7472,
      role: "admin",
      passwordHash,
    },
  });
  const decided = { decidedById: admin.id, decidedAt: new Date() };

  await createKitchen(prisma, {
    user: {
      name: "Maria Lopez",
      email: "cook@homeplate.dev",
      phone: "(512) 555-0111",
      address: "1619 S 1st St, Austin, TX 78704",
      latitude: 30.2467,
      longitude: -97.7551,
    },
    passwordHash,
    decided,
    profile: {
      restaurantName: "Maria's Kitchen",
      cuisineType: "mexican",
      description: "Family recipes from Puebla, cooked fresh every day in a South Austin home kitchen.",
      specialties: ["Mole poblano", "Handmade tortillas", "Tres leches"],
    },
    experienceYears: 12,
    categories: ["Main Course", "Soups", "Desserts", "Mexican"],
    dishes: [
      { meal: "breakfast", category: "Mexican", name: "Chilaquiles Verdes", description: "Crisp corn tortillas simmered in tomatillo salsa, topped with a fried egg, crema and queso fresco.", price: 11.5, prepTime: "20-25 mins" },
      { meal: "breakfast", category: "Mexican", name: "Huevos Rancheros", description: "Two eggs on warm tortillas with ranchero sauce, refried beans and avocado.", price: 10, prepTime: "15-20 mins" },
      { meal: "lunch", category: "Main Course", name: "Chicken Tinga Tacos", description: "Three tacos of chipotle-stewed chicken on handmade corn tortillas with pickled onion.", price: 12, prepTime: "20-30 mins", special: { price: 9.99, description: "Taco Tuesday all week long" } },
      { meal: "lunch", category: "Soups", name: "Sopa de Tortilla", description: "Roasted tomato and guajillo broth with crispy tortilla strips, avocado and queso.", price: 8.5, prepTime: "15-20 mins" },
      { meal: "dinner", category: "Main Course", name: "Mole Poblano Enchiladas", description: "Chicken enchiladas under a 24-ingredient mole poblano, with sesame and rice.", price: 16, prepTime: "30-45 mins" },
      { meal: "dinner", category: "Main Course", name: "Carnitas Plate", description: "Slow-braised pork carnitas with rice, beans, salsa verde and fresh tortillas.", price: 15.5, prepTime: "30-40 mins" },
      { meal: "desserts", category: "Desserts", name: "Tres Leches Cake", description: "Sponge cake soaked in three milks with whipped cream and cinnamon.", price: 6.5, prepTime: "5-10 mins" },
      { meal: "desserts", category: "Desserts", name: "Churros con Chocolate", description: "Six cinnamon-sugar churros with thick Mexican hot chocolate for dipping.", price: 5.75, prepTime: "15-20 mins" },
    ],
  });

  await createKitchen(prisma, {
    user: {
      name: "Kenji Tanaka",
      email: "cook2@homeplate.dev",
      phone: "(512) 555-0122",
      address: "2209 E Cesar Chavez St, Austin, TX 78702",
      latitude: 30.2555,
      longitude: -97.7192,
    },
    passwordHash,
    decided,
    profile: {
      restaurantName: "Kenji's Home Kitchen",
      cuisineType: "japanese",
      description: "Comforting Japanese home cooking: bento, curry and bakes from an East Austin kitchen.",
      specialties: ["Katsu curry", "Bento boxes", "Matcha desserts"],
    },
    experienceYears: 8,
    categories: ["Main Course", "Asian Cuisine", "Desserts"],
    dishes: [
      { meal: "breakfast", category: "Asian Cuisine", name: "Tamago Sando", description: "Fluffy Japanese egg salad on milk bread, with a side of miso soup.", price: 9, prepTime: "10-15 mins" },
      { meal: "lunch", category: "Main Course", name: "Chicken Katsu Curry", description: "Panko-crusted chicken cutlet over rice with a rich house curry.", price: 13.5, prepTime: "25-35 mins" },
      { meal: "dinner", category: "Main Course", name: "Salmon Teriyaki Bento", description: "Glazed salmon, rice, tamagoyaki, pickles and seasonal vegetables.", price: 17, prepTime: "30-40 mins" },
      { meal: "desserts", category: "Desserts", name: "Matcha Cheesecake", description: "Creamy Japanese-style cheesecake with ceremonial-grade matcha.", price: 7, prepTime: "5-10 mins" },
    ],
  });

  await prisma.user.create({
    data: {
      name: "Priya Shah",
      username: "Priya Shah",
      email: "pending.cook@homeplate.dev",
      phone: "(512) 555-0133",
      address: "4301 Speedway, Austin, TX 78751",
      latitude: 30.3052,
      longitude: -97.7321,
      role: "cook",
      approvalStatus: "pending",
      passwordHash,
      chefApplications: {
        create: {
          businessName: "Priya's Curry House",
          cuisine: "indian",
          businessType: "Home kitchen",
          description: "North Indian vegetarian home cooking: dals, curries and fresh breads made to order.",
          specialties: "Dal makhani, paneer tikka, fresh naan",
          experienceYears: 6,
          kitchenAddress: "4301 Speedway, Austin, TX 78751",
        },
      },
    },
  });

  await prisma.user.create({
    data: {
      name: "Dan Brooks",
      username: "Dan Brooks",
      email: "driver@homeplate.dev",
      phone: "(512) 555-0144",
      address: "1000 E 11th St, Austin, TX 78702",
      latitude: 30.2694,
      longitude: -97.7303,
      role: "driver",
      approvalStatus: "approved",
      passwordHash,
      driverApplications: {
        create: {
          ...decided,
          status: "approved",
          licenseNumber: "TX48213377",
          vehicleType: "car",
          vehicleMake: "Toyota",
          vehicleModel: "Prius",
          vehicleYear: 2019,
          licensePlate: "HPD-2041",
          insuranceProvider: "State Farm",
          insurancePolicyNumber: "SF-99120457",
          hasInsurance: true,
          hasCleanRecord: true,
          canWorkWeekends: true,
          preferredAreas: "Downtown, East Austin, South Congress",
        },
      },
    },
  });

  await prisma.user.create({
    data: {
      name: "Sam Rivera",
      username: "Sam Rivera",
      email: "pending.driver@homeplate.dev",
      phone: "(512) 555-0155",
      address: "5900 N Lamar Blvd, Austin, TX 78752",
      latitude: 30.3265,
      longitude: -97.7253,
      role: "driver",
      approvalStatus: "pending",
      passwordHash,
      driverApplications: {
        create: {
          licenseNumber: "TX55109821",
          vehicleType: "motorcycle",
          vehicleMake: "Honda",
          vehicleModel: "Rebel 500",
          vehicleYear: 2021,
          licensePlate: "MC-7781",
          insuranceProvider: "Progressive",
          insurancePolicyNumber: "PG-44012378",
          hasInsurance: true,
          hasCleanRecord: true,
          canWorkWeekends: false,
        },
      },
    },
  });

  await prisma.user.createMany({
    data: [
      {
        name: "Casey Morgan",
        username: "Casey Morgan",
        email: "customer@homeplate.dev",
        phone: "(512) 555-0166",
        address: "1501 Red River St, Austin, TX 78701",
        latitude: 30.2789,
        longitude: -97.7346,
        role: "customer",
        passwordHash,
      },
      {
        name: "Jordan Lee",
        username: "Jordan Lee",
        email: "customer2@homeplate.dev",
        phone: "(512) 555-0177",
        address: "4500 Duval St, Austin, TX 78751",
        latitude: 30.3101,
        longitude: -97.7253,
        role: "customer",
        passwordHash,
      },
    ],
  });
  await seedCommunity(prisma);
  return true;
}

/** The two demo cooks are confirmed community members with a few recipes; Maria's tinga leads to her tacos. */
async function seedCommunity(prisma: PrismaClient) {
  const maria = await prisma.user.findUniqueOrThrow({ where: { email: "cook@homeplate.dev" } });
  const kenji = await prisma.user.findUniqueOrThrow({ where: { email: "cook2@homeplate.dev" } });
  const tacos = await prisma.foodItem.findFirstOrThrow({ where: { cookId: maria.id, name: "Chicken Tinga Tacos" } });
  await prisma.communityMembership.createMany({ data: [maria, kenji].map((u) => ({ userId: u.id, confirmedAt: new Date() })) });
  await prisma.recipe.create({
    data: {
      authorId: maria.id,
      foodItemId: tacos.id,
      title: "Chicken Tinga",
      description: "Shredded chicken stewed in a smoky chipotle and tomato sauce: the filling of my tacos.",
      difficulty: "easy",
      prepTime: "15 mins",
      cookTime: "35 mins",
      servings: 4,
      cuisine: "Mexican",
      tags: ["tacos", "chipotle", "weeknight"],
      ingredients: ["2 chicken breasts", "1 white onion, sliced", "3 tomatoes", "2 chipotles in adobo", "1 tsp dried oregano", "Salt"],
      instructions: [
        "Poach the chicken in salted water for 20 minutes, then shred it.",
        "Blend the tomatoes with the chipotles and oregano.",
        "Soften the onion in oil, add the sauce and simmer 5 minutes.",
        "Stir in the chicken and simmer until the sauce clings to it.",
      ],
    },
  });
  await prisma.recipe.create({
    data: {
      authorId: maria.id,
      title: "Café de Olla",
      description: "Mexican spiced coffee brewed with piloncillo, cinnamon and orange peel.",
      difficulty: "easy",
      prepTime: "5 mins",
      cookTime: "10 mins",
      servings: 4,
      cuisine: "Mexican",
      tags: ["coffee", "drinks"],
      ingredients: ["4 cups water", "100 g piloncillo", "1 cinnamon stick", "1 strip orange peel", "4 tbsp dark ground coffee"],
      instructions: ["Simmer the water with piloncillo, cinnamon and peel until dissolved.", "Off the heat, stir in the coffee and steep 5 minutes.", "Strain and serve."],
    },
  });
  await prisma.recipe.create({
    data: {
      authorId: kenji.id,
      title: "Dashi-Rolled Omelette (Tamagoyaki)",
      description: "A sweet-savoury rolled omelette, layered in a square pan, as it goes in my bento.",
      difficulty: "medium",
      prepTime: "10 mins",
      cookTime: "10 mins",
      servings: 2,
      cuisine: "Japanese",
      tags: ["eggs", "bento"],
      ingredients: ["4 eggs", "4 tbsp dashi", "1 tbsp sugar", "1 tsp soy sauce", "Neutral oil"],
      instructions: ["Whisk the eggs with dashi, sugar and soy.", "Pour a thin layer into the oiled pan and roll it up when just set.", "Repeat, rolling each layer around the last.", "Rest in a bamboo mat, then slice."],
    },
  });
}

async function createKitchen(
  prisma: PrismaClient,
  k: {
    user: { name: string; email: string; phone: string; address: string; latitude: number; longitude: number };
    passwordHash: string;
    decided: { decidedById: number; decidedAt: Date };
    profile: { restaurantName: string; cuisineType: string; description: string; specialties: string[] };
    experienceYears: number;
    categories: string[];
    dishes: Dish[];
  },
) {
  const cook = await prisma.user.create({
    data: {
      ...k.user,
      username: k.user.name,
      role: "cook",
      approvalStatus: "approved",
      passwordHash: k.passwordHash,
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
          ...k.decided,
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
  const categoryIds = new Map<string, number>();
  for (const [displayOrder, name] of k.categories.entries()) {
    const category = await prisma.category.create({ data: { cookId: cook.id, name, displayOrder } });
    categoryIds.set(name, category.id);
  }
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
    })),
  });
}
