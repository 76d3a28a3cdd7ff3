// What each demo dish contains and who it suits, as its cook would declare it. Kept beside the seed
// (not in its dish list) so the menu's data and the dishes' declarations change independently.
import { declaration, type Allergen, type DietaryTag } from "../domain/dietary/rules.ts";

const DECLARED: Record<string, { allergens: Allergen[]; dietaryTags: DietaryTag[] }> = {
  "Chilaquiles Verdes": { allergens: ["eggs", "milk"], dietaryTags: ["vegetarian", "gluten_free"] },
  "Huevos Rancheros": { allergens: ["eggs"], dietaryTags: ["vegetarian", "gluten_free", "dairy_free"] },
  "Chicken Tinga Tacos": { allergens: [], dietaryTags: ["gluten_free", "dairy_free"] },
  "Sopa de Tortilla": { allergens: ["milk"], dietaryTags: ["vegetarian", "gluten_free"] },
  "Mole Poblano Enchiladas": { allergens: ["peanuts", "tree_nuts", "sesame", "wheat"], dietaryTags: ["dairy_free"] },
  "Carnitas Plate": { allergens: [], dietaryTags: ["gluten_free", "dairy_free"] },
  "Tres Leches Cake": { allergens: ["milk", "eggs", "wheat"], dietaryTags: ["vegetarian"] },
  "Churros con Chocolate": { allergens: ["milk", "eggs", "wheat"], dietaryTags: ["vegetarian"] },
  "Tamago Sando": { allergens: ["eggs", "milk", "wheat", "soy"], dietaryTags: ["vegetarian"] },
  "Chicken Katsu Curry": { allergens: ["wheat", "eggs", "soy"], dietaryTags: ["dairy_free"] },
  "Salmon Teriyaki Bento": { allergens: ["fish", "soy", "wheat", "eggs", "sesame"], dietaryTags: ["dairy_free"] },
  "Matcha Cheesecake": { allergens: ["milk", "eggs", "wheat"], dietaryTags: ["vegetarian"] },
};

/** A demo dish's declaration by name; a dish not listed here stays "not declared". */
export function seedDeclaration(name: string) {
  const declared = DECLARED[name];
  return declared ? declaration(declared.allergens, declared.dietaryTags) : {};
}
