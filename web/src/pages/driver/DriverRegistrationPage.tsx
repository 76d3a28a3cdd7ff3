// /driver-registration (driver spec §2, "Driver application"): four steps with Back on each. 1 intro
// with benefits and requirements, 2 licence number, 3 vehicle and insurance with submit, 4
// confirmation, then back to /. The application is filed for the signed-in user (never the spec's
// fixed id 2). Rules (spec §5): only the licence number's error shows inline; the others are toasts;
// step 2's Next does not validate; Submit is disabled while pending.
import { driverApplication } from "@api-domain/accounts/rules.ts";
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { Progress } from "@chakra-ui/react/progress";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type ChangeEvent, type ReactNode, useState } from "react";
import { LuCircleCheck, LuClock, LuDollarSign, LuMapPin } from "react-icons/lu";
import { useNavigate } from "react-router";
import { notify } from "../../toaster/toaster";
import { ApplicationField, type Field, VEHICLE_FIELDS } from "../accounts/applicationFields";
import { useApplyAsDriver } from "../accounts/useApply";

type Values = { [K in keyof typeof driverApplication.shape]: string };

const licenseNumber: Field = { name: "licenseNumber", label: "License number", autoComplete: "off" };
// The wizard starts on a car, so its select offers no empty choice.
const vehicleFields: readonly Field[] = [
  { ...VEHICLE_FIELDS.vehicleType, placeholder: undefined },
  VEHICLE_FIELDS.vehicleYear,
  VEHICLE_FIELDS.vehicleMake,
  VEHICLE_FIELDS.vehicleModel,
  VEHICLE_FIELDS.licensePlate,
  VEHICLE_FIELDS.insuranceProvider,
  { name: "insurancePolicyNumber", label: "Insurance policy number" },
];

export default function DriverRegistrationPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [licenseError, setLicenseError] = useState<string>();
  const [values, setValues] = useState<Values>({
    licenseNumber: "",
    vehicleType: "car",
    vehicleMake: "",
    vehicleModel: "",
    vehicleYear: String(new Date().getFullYear() - 5),
    licensePlate: "",
    insuranceProvider: "",
    insurancePolicyNumber: "",
  });
  const [apply, isInFlight] = useApplyAsDriver();

  const text = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues({ ...values, [name]: event.target.value });
      if (name === "licenseNumber") setLicenseError(undefined);
    },
  });

  const submit = () => {
    const year = values.vehicleYear.trim();
    const parsed = driverApplication.safeParse({ ...values, vehicleYear: year === "" ? undefined : Number(year) });
    if (!parsed.success) {
      const first = parsed.error.issues[0]!;
      if (first.path[0] === "licenseNumber") {
        setLicenseError(first.message);
        setStep(2);
      } else {
        notify({ type: "error", title: "Error", description: first.message });
      }
      return;
    }
    apply(parsed.data, {
      onSuccess: () => {
        notify({
          type: "success",
          title: "Application Submitted!",
          description: "We'll review your application and get back to you within 24-48 hours.",
        });
        setStep(4);
      },
    });
  };

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          Driver Application
        </Heading>
        <HStack justify="space-between">
          <Text color="fg.muted" fontSize="sm">
            Step {step} of 4
          </Text>
        </HStack>
        <Progress.Root value={step * 25} size="sm" aria-label="Application progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Card.Root borderRadius="2xl">
        <Card.Body gap="5">
          {step === 1 && (
            <>
              <Heading as="h2" size="lg">
                Become a HomePlate driver
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                <Benefit icon={<LuDollarSign />} title="Keep 100% of tips" text="and 80% of every delivery fee" />
                <Benefit icon={<LuClock />} title="Flexible hours" text="Drive when it suits you" />
                <Benefit icon={<LuMapPin />} title="Local routes" text="Short trips in your neighbourhood" />
              </SimpleGrid>
              <Box>
                <Text fontWeight="semibold" mb="2">
                  Requirements
                </Text>
                <List.Root gap="1" variant="plain">
                  {["Valid driver's license", "Vehicle insurance", "18+ years old", "Clean driving record"].map(
                    (item) => (
                      <List.Item key={item} alignItems="center" gap="2">
                        <List.Indicator asChild color="green.fg">
                          <LuCircleCheck />
                        </List.Indicator>
                        {item}
                      </List.Item>
                    ),
                  )}
                </List.Root>
              </Box>
              <HStack justify="space-between">
                <Button variant="outline" onClick={() => navigate("/")}>
                  Back
                </Button>
                <Button onClick={() => setStep(2)}>Get Started</Button>
              </HStack>
            </>
          )}
          {step === 2 && (
            <>
              <Heading as="h2" size="lg">
                Driver's License
              </Heading>
              <ApplicationField field={licenseNumber} bind={text("licenseNumber")} error={licenseError} />
              <HStack justify="space-between">
                <Button variant="outline" onClick={() => setStep(1)}>
                  Back
                </Button>
                {/* Next does not validate (spec §5). */}
                <Button onClick={() => setStep(3)}>Next</Button>
              </HStack>
            </>
          )}
          {step === 3 && (
            <>
              <Heading as="h2" size="lg">
                Vehicle &amp; Insurance
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {vehicleFields.map((field) => (
                  <ApplicationField key={field.name} field={field} bind={text(field.name as keyof Values)} />
                ))}
              </SimpleGrid>
              <HStack justify="space-between">
                <Button variant="outline" onClick={() => setStep(2)} disabled={isInFlight}>
                  Back
                </Button>
                <Button onClick={submit} disabled={isInFlight} loading={isInFlight} loadingText="Submitting...">
                  Submit Application
                </Button>
              </HStack>
            </>
          )}
          {step === 4 && (
            <Stack gap="4" align="center" textAlign="center" py="4">
              <Box color="green.fg" fontSize="5xl">
                <LuCircleCheck />
              </Box>
              <Heading as="h2" size="lg">
                Application Submitted!
              </Heading>
              <Badge colorPalette="yellow" size="lg">
                Pending review
              </Badge>
              <Text color="fg.muted">We'll review your application and get back to you within 24-48 hours.</Text>
              <HStack>
                <Button variant="outline" onClick={() => setStep(3)}>
                  Back
                </Button>
                <Button onClick={() => navigate("/")}>Back to Home</Button>
              </HStack>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function Benefit({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="lg">
      <Box color="brand.fg" fontSize="xl">
        {icon}
      </Box>
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}
