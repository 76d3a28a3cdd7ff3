// Small form plumbing for the account pages: values in state, the server's zod rules (shared from
// api/src/schema/*/rules.ts) for validation, and Chakra fields that show the rule's message.
import { Checkbox } from "@chakra-ui/react/checkbox";
import { Field } from "@chakra-ui/react/field";
import { IconButton } from "@chakra-ui/react/button";
import { Input, type InputProps } from "@chakra-ui/react/input";
import { InputGroup } from "@chakra-ui/react/input-group";
import { VisuallyHidden } from "@chakra-ui/react/visually-hidden";
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { LuEye, LuEyeOff } from "react-icons/lu";
import type { z } from "zod";

type Values = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V & string, string>>;
// `{ hasInsurance: false }` is a boolean field, not a field that must stay false.
type Widen<V extends Values> = { [K in keyof V]: V[K] extends boolean ? boolean : string };

function errorsOf<V extends Values>(error: z.ZodError): Errors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors as Errors<V>;
}

/**
 * Form state validated by a zod schema on submit, then again on every change once submitted, the
 * way the spec's forms report their rules.
 */
export function useZodForm<S extends z.ZodType, V extends Values>(schema: S, initial: V) {
  const [values, setValues] = useState<Widen<V>>(initial as Widen<V>);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const set = <K extends keyof V & string>(name: K, value: Widen<V>[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : errorsOf<V>(result.error));
    }
  };

  /** Props for a text input bound to `name`. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ""),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as Widen<V>[typeof name]),
  });

  const handleSubmit =
    (onValid: (data: z.output<S>) => void, onInvalid?: (errors: Errors<V>) => void) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        onValid(result.data);
      } else {
        const found = errorsOf<V>(result.error);
        setErrors(found);
        onInvalid?.(found);
      }
    };

  /** Shows the server's field issues (a ValidationError) beside their inputs. */
  const setFieldErrors = (issues: readonly { field: string; message: string }[]) => {
    const found: Record<string, string> = {};
    for (const issue of issues) found[issue.field.split(".")[0] ?? ""] ??= issue.message;
    setErrors(found as Errors<V>);
  };

  return { values, errors, set, text, handleSubmit, setFieldErrors };
}

export function FormField({
  label,
  error,
  helper,
  required = false,
  children,
}: {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        // Named by its content, not aria-label, so the field's label stays the only "Password" label.
        <IconButton variant="ghost" size="xs" me="-2" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <LuEyeOff aria-hidden /> : <LuEye aria-hidden />}
          <VisuallyHidden>{visible ? "Hide password" : "Show password"}</VisuallyHidden>
        </IconButton>
      }
    >
      <Input {...props} type={visible ? "text" : "password"} />
    </InputGroup>
  );
}

export function CheckboxField({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
