// The recipe form: title, story, times, ingredients and steps, a picture and an optional dish of the
// author's, checked here and on the server, and shared with the community.
import { recipeInput } from "@api-domain/community/rules.ts";
import { Badge } from "@chakra-ui/react/badge";
import { Button, CloseButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { graphql } from "react-relay/hooks";
import { Link as RouterLink, useNavigate } from "react-router";
import type { RecipeFormMutation, RecipeDifficulty } from "../../__generated__/RecipeFormMutation.graphql";
import { CheckboxField, FormField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ListSection } from "./RecipeListSection";

type Errors = Partial<Record<string, string>>;

export function RecipeForm({ dishes }: { dishes: readonly { id: string; name: string }[] }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    title: "",
    description: "",
    prepTime: "",
    cookTime: "",
    servings: "4",
    difficulty: "MEDIUM" as RecipeDifficulty,
    cuisine: "",
    imageUrl: "",
    isPublic: true,
    dishId: "",
  });
  const [ingredients, setIngredients] = useState([""]);
  const [instructions, setInstructions] = useState([""]);
  const [tags, setTags] = useState<string[]>([]);
  const [tag, setTag] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof values>) => setValues((v) => ({ ...v, ...change }));
  const [create, isCreating] = useMutationResult<RecipeFormMutation>(
    graphql`
      mutation RecipeFormMutation($input: CreateRecipeInput!) {
        result: createRecipe(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ValidationError {
            fieldErrors {
              field
              message
            }
          }
          ... on CreateRecipePayload {
            recipe {
              id
              databaseId
            }
          }
        }
      }
    `,
    "CreateRecipePayload",
  );

  const addTag = () => {
    const value = tag.trim().toLowerCase();
    if (value && !tags.includes(value)) setTags([...tags, value]);
    setTag("");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    // The spec's form-level rules, before the schema's.
    if (!ingredients.some((i) => i.trim())) found.ingredients = "Please add at least one ingredient.";
    if (!instructions.some((i) => i.trim())) found.instructions = "Please add at least one instruction.";
    const servings = Number.parseInt(values.servings, 10);
    const fields = {
      title: values.title,
      description: values.description,
      prepTime: values.prepTime,
      cookTime: values.cookTime,
      servings: Number.isNaN(servings) ? 1 : servings,
      // The shared rules speak the spec's lower-case words; GraphQL takes the enum's name.
      difficulty: values.difficulty.toLowerCase() as Lowercase<RecipeDifficulty>,
      cuisine: values.cuisine,
      imageUrl: values.imageUrl,
      isPublic: values.isPublic,
      ingredients,
      instructions,
      tags,
    };
    const parsed = recipeInput.safeParse(fields);
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    create({
      variables: { input: { ...fields, difficulty: values.difficulty, dishId: values.dishId || null } },
      failure: {
        title: "Error",
        fallback: "Failed to create recipe. Please try again.",
        describe: (message) => `Failed to create recipe. Please try again. ${message}`,
      },
      onFailure: (failure) => {
        const server: Errors = {};
        for (const issue of failure.fieldErrors) server[issue.field.split(".")[0]!] ??= issue.message;
        setErrors(server);
      },
      onSuccess: () => {
        notify({
          type: "success",
          title: "Recipe Created!",
          description: "Your recipe has been shared with the community.",
        });
        navigate("/recipes");
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="6">
        <Card.Root borderRadius="2xl">
          <Card.Header>
            <Card.Title as="h2">Basic Information</Card.Title>
          </Card.Header>
          <Card.Body gap="4">
            <FormField label="Title" required error={errors.title}>
              <Input
                value={values.title}
                onChange={(e) => set({ title: e.target.value })}
                placeholder="Grandma's chicken tinga"
              />
            </FormField>
            <FormField label="Description" required error={errors.description}>
              <Textarea
                value={values.description}
                onChange={(e) => set({ description: e.target.value })}
                placeholder="What makes this recipe special?"
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <FormField label="Prep time" required error={errors.prepTime}>
                <Input
                  value={values.prepTime}
                  onChange={(e) => set({ prepTime: e.target.value })}
                  placeholder="15 mins"
                />
              </FormField>
              <FormField label="Cook time" required error={errors.cookTime}>
                <Input
                  value={values.cookTime}
                  onChange={(e) => set({ cookTime: e.target.value })}
                  placeholder="30 mins"
                />
              </FormField>
              <FormField label="Servings" required error={errors.servings}>
                <Input
                  type="number"
                  min={1}
                  value={values.servings}
                  onChange={(e) => set({ servings: e.target.value })}
                />
              </FormField>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Difficulty" error={errors.difficulty}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={values.difficulty}
                    onChange={(e) => set({ difficulty: e.target.value as RecipeDifficulty })}
                  >
                    <option value="EASY">easy</option>
                    <option value="MEDIUM">medium</option>
                    <option value="HARD">hard</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Cuisine (optional)" error={errors.cuisine}>
                <Input
                  value={values.cuisine}
                  onChange={(e) => set({ cuisine: e.target.value })}
                  placeholder="Mexican"
                />
              </FormField>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>

        <ListSection
          title="Ingredients"
          item="Ingredient"
          items={ingredients}
          onChange={setIngredients}
          error={errors.ingredients}
        />
        <ListSection
          title="Instructions"
          item="Step"
          items={instructions}
          onChange={setInstructions}
          error={errors.instructions}
          numbered
        />

        <Card.Root borderRadius="2xl">
          <Card.Header>
            <Card.Title as="h2">Additional Details</Card.Title>
          </Card.Header>
          <Card.Body gap="4">
            <FormField label="Image URL (optional)" error={errors.imageUrl}>
              <Input
                type="url"
                value={values.imageUrl}
                onChange={(e) => set({ imageUrl: e.target.value })}
                placeholder="https://..."
              />
            </FormField>
            <FormField label="Tags" error={errors.tags}>
              <HStack>
                <Input
                  flex="1"
                  value={tag}
                  onChange={(e) => setTag(e.target.value)}
                  onKeyDown={(e: KeyboardEvent) => {
                    if (e.key === "Enter") {
                      e.preventDefault();
                      addTag();
                    }
                  }}
                  placeholder="Add a tag and press Enter"
                />
                <Button variant="outline" onClick={addTag}>
                  Add Tag
                </Button>
              </HStack>
            </FormField>
            {tags.length > 0 && (
              <HStack wrap="wrap" gap="2">
                {tags.map((t) => (
                  <Badge key={t} variant="subtle" size="lg">
                    {t}
                    <CloseButton
                      size="2xs"
                      aria-label={`Remove tag ${t}`}
                      onClick={() => setTags(tags.filter((x) => x !== t))}
                    />
                  </Badge>
                ))}
              </HStack>
            )}
            {dishes.length > 0 && (
              <FormField label="The dish this recipe leads to (optional)" error={errors.dishId}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.dishId} onChange={(e) => set({ dishId: e.target.value })}>
                    <option value="">No dish</option>
                    {dishes.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
            <CheckboxField checked={values.isPublic} onChange={(isPublic) => set({ isPublic })}>
              <Text as="span" fontWeight="medium">
                Make this recipe public
              </Text>
              <Text as="span" display="block" color="fg.muted" fontSize="sm">
                Allow other users to see and comment
              </Text>
            </CheckboxField>
          </Card.Body>
        </Card.Root>

        <HStack justify="end" gap="3">
          <Button asChild variant="outline">
            <RouterLink to="/recipes">Cancel</RouterLink>
          </Button>
          <Button type="submit" loading={isCreating} loadingText="Creating...">
            Share Recipe
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A dynamic list of text entries: add, edit, remove (while more than one is left). */
