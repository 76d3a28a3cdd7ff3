// The fields of the chef and driver applications, once for every page that asks them: their labels,
// inputs and hints, grouped in the sections the forms show. The rules and their messages are the
// server's (api/src/domain/accounts/rules.ts).
import { VEHICLE_TYPES } from "@api-domain/accounts/rules.ts";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { Textarea } from "@chakra-ui/react/textarea";
import type { ChangeEvent } from "react";
import { FormField, PasswordInput } from "../../components/form";

export type ApplicationKind = "chef" | "driver";

export type Field = {
  name: string;
  label: string;
  input?: "text" | "email" | "tel" | "password" | "number" | "textarea" | "select" | "check";
  autoComplete?: string;
  placeholder?: string;
  helper?: string;
  min?: number;
  rows?: number;
  /** A select's choices. */
  options?: readonly { value: string; label: string }[];
  /** Takes the section's whole width rather than one of its two columns. */
  wide?: boolean;
};

export type Section = {
  title: string;
  /** The new account's own fields, asked only of a visitor. */
  account?: boolean;
  fields: readonly Field[];
};

/** The vehicles the spec's driver forms offer (car, motorcycle or bike), from the server's one list. */
const DRIVER_VEHICLES = VEHICLE_TYPES.filter((v) => ["car", "motorcycle", "bike"].includes(v.value));

const account: readonly Field[] = [
  { name: "name", label: "Full name", autoComplete: "name" },
  { name: "email", label: "Email", input: "email", autoComplete: "email" },
  {
    name: "password",
    label: "Password",
    input: "password",
    autoComplete: "new-password",
    helper: "At least 6 characters",
  },
  { name: "phone", label: "Phone", input: "tel", autoComplete: "tel" },
];

/** The vehicle and its insurer, as both the driver sign-up and the driver application wizard ask them. */
export const VEHICLE_FIELDS = {
  vehicleType: {
    name: "vehicleType",
    label: "Vehicle type",
    input: "select",
    placeholder: "Select vehicle type",
    options: DRIVER_VEHICLES,
  },
  vehicleMake: { name: "vehicleMake", label: "Vehicle make", placeholder: "Toyota" },
  vehicleModel: { name: "vehicleModel", label: "Vehicle model", placeholder: "Corolla" },
  vehicleYear: { name: "vehicleYear", label: "Vehicle year", input: "number", placeholder: "2020", min: 2000 },
  licensePlate: { name: "licensePlate", label: "License plate" },
  insuranceProvider: { name: "insuranceProvider", label: "Insurance provider" },
} satisfies Record<string, Field>;

export const SECTIONS: Record<ApplicationKind, readonly Section[]> = {
  chef: [
    { title: "Your Account", account: true, fields: account },
    {
      title: "Your Kitchen",
      fields: [
        { name: "businessName", label: "Business name", placeholder: "Grandma's Kitchen" },
        { name: "experienceYears", label: "Years of experience", input: "number", min: 1 },
        { name: "address", label: "Kitchen address", autoComplete: "street-address", wide: true },
        { name: "specialties", label: "Specialties", helper: "For example: Italian pasta, vegan desserts", wide: true },
        { name: "description", label: "Describe your cooking style", input: "textarea", rows: 4, wide: true },
      ],
    },
  ],
  driver: [
    {
      title: "Personal Information",
      account: true,
      fields: [...account, { name: "address", label: "Address", autoComplete: "street-address", wide: true }],
    },
    {
      title: "Vehicle Information",
      fields: [
        { name: "driverLicense", label: "Driver's license number" },
        VEHICLE_FIELDS.vehicleType,
        VEHICLE_FIELDS.vehicleMake,
        VEHICLE_FIELDS.vehicleModel,
        VEHICLE_FIELDS.vehicleYear,
        VEHICLE_FIELDS.licensePlate,
        { ...VEHICLE_FIELDS.insuranceProvider, wide: true },
      ],
    },
    {
      title: "Preferred Areas",
      fields: [
        {
          name: "preferredAreas",
          label: "Neighbourhoods you'd like to deliver in (optional)",
          input: "textarea",
          rows: 2,
          placeholder: "Downtown, Riverside",
          wide: true,
        },
      ],
    },
    {
      title: "Requirements",
      fields: [
        { name: "hasInsurance", label: "I have valid vehicle insurance", input: "check" },
        {
          name: "hasCleanRecord",
          label: "I have a clean driving record (no major violations in the last 3 years)",
          input: "check",
        },
        { name: "canWorkWeekends", label: "I can work weekends (optional)", input: "check" },
      ],
    },
  ],
};

type Bind = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/** One text-like field (every input but a checkbox) with its label, hint and error. */
export function ApplicationField({ field, bind, error }: { field: Field; bind: Bind; error?: string }) {
  const { input = "text", autoComplete, placeholder, min, rows, options = [] } = field;
  return (
    <FormField label={field.label} error={error} helper={field.helper}>
      {input === "password" ? (
        <PasswordInput autoComplete={autoComplete} {...bind} />
      ) : input === "textarea" ? (
        <Textarea rows={rows} placeholder={placeholder} {...bind} />
      ) : input === "select" ? (
        <NativeSelect.Root>
          <NativeSelect.Field placeholder={placeholder} {...bind}>
            {options.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          type={input}
          inputMode={input === "number" ? "numeric" : undefined}
          min={min}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...bind}
        />
      )}
    </FormField>
  );
}
