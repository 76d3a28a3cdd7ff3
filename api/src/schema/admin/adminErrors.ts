import { errorType } from "../errors.ts";
import { ApplicationAlreadyDecidedError } from "../../domain/admin/errors.ts";

errorType(ApplicationAlreadyDecidedError, "The application is no longer pending: another decision came first.");
