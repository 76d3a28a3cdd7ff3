// /recipes/create: share a recipe (companion spec "Recipe community" and §5 "Recipe create schema"),
// for confirmed members; others are pointed to Join. A cook may link the recipe to one of their dishes.
import { recipeInput } from "@api-domain/community/rules.ts";
import { Badge } from "@chakra-ui/react/badge";
import { Button, CloseButton, IconButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { type FormEvent, type KeyboardEvent, Suspense, useState } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink, useLoaderData, useNavigate } from "react-router";
import type { CreateRecipePageMutation, RecipeDifficulty } from "../../__generated__/CreateRecipePageMutation.graphql";
import type { CreateRecipePageQuery } from "../../__generated__/CreateRecipePageQuery.graphql";
import { CheckboxField, FormField } from "../../components/form";
import { PageSpinner } from "../../components/PageSpinner";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** The viewer's membership, and an approved cook's dishes (the route knows the role: routes.tsx). */
export const createRecipePageQuery = graphql`
  query CreateRecipePageQuery($isCook: Boolean!, $dishes: Int!) @preloadable {
    viewer {
      communityMembership {
        status
      }
      kitchenMenu(first: $dishes) @include(if: $isCook) {
        edges {
          node {
            id
            name
            recipe {
              id
            }
          }
        }
      }
    }
  }
`;

export default function CreateRecipePage() {
  const queryRef = useLoaderData<PreloadedQuery<CreateRecipePageQuery>>();
  return (
    <Container maxW="3xl" py="6">
      <Heading as="h1" size="2xl" mb="6">
        Share a Recipe
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <MembersOnly queryRef={queryRef} />
      </Suspense>
    </Container>
  );
}

function MembersOnly({ queryRef }: { queryRef: PreloadedQuery<CreateRecipePageQuery> }) {
  const data = usePreloadedQuery<CreateRecipePageQuery>(createRecipePageQuery, queryRef);
  if (data.viewer?.communityMembership?.status !== "CONFIRMED") {
    return (
      <Stack gap="3" align="start">
        <Text>Only confirmed community members can share recipes.</Text>
        <Text color="fg.muted">
          Join the community from the recipes page, then follow the link we email you to confirm your membership.
        </Text>
        <Button asChild>
          <RouterLink to="/recipes">Go to Recipe Community</RouterLink>
        </Button>
      </Stack>
    );
  }
  // A dish already behind a recipe cannot take a second one.
  const dishes = (data.viewer.kitchenMenu?.edges ?? []).map((e) => e.node).filter((d) => !d.recipe);
  return <RecipeForm dishes={dishes} />;
}

type Errors = Partial<Record<string, string>>;

function RecipeForm({ dishes }: { dishes: readonly { id: string; name: string }[] }) {
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
  const [create, isCreating] = useMutationResult<CreateRecipePageMutation>(
    graphql`
      mutation CreateRecipePageMutation($input: CreateRecipeInput!) {
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
function ListSection({
  title,
  item,
  items,
  onChange,
  error,
  numbered = false,
}: {
  title: string;
  item: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
  numbered?: boolean;
}) {
  const Field = numbered ? Textarea : Input;
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {items.map((value, i) => (
          <HStack key={i} align="start">
            {numbered && (
              <Text fontWeight="semibold" minW="6" pt="2">
                {i + 1}.
              </Text>
            )}
            <Field
              aria-label={`${item} ${i + 1}`}
              value={value}
              onChange={(e) => onChange(items.map((v, j) => (j === i ? e.target.value : v)))}
            />
            {items.length > 1 && (
              <IconButton
                aria-label={`Remove ${item.toLowerCase()} ${i + 1}`}
                variant="ghost"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        ))}
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        <Button variant="outline" alignSelf="start" onClick={() => onChange([...items, ""])}>
          <LuPlus aria-hidden /> Add {item}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
