// A page prerendered at build is served only to a browser without a session cookie, that is to a
// visitor; prerendering and the browser then both start from a store that already says so, and
// render the same markup without asking the server who is signed in.
import { type IEnvironment, createOperationDescriptor } from "relay-runtime";
import layoutQuery from "../__generated__/LayoutQuery.graphql";

/** Records "nobody is signed in" as the answer of the Layout's viewer query. */
export function assumeVisitor(environment: IEnvironment) {
  environment.commitPayload(createOperationDescriptor(layoutQuery, {}), { viewer: null });
}
