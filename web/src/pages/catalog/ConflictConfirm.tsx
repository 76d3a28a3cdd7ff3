// Before a dish that conflicts with the signed-in user's dietary profile goes into the cart, a
// dialog says how it conflicts and asks to confirm.
import { Button } from "@chakra-ui/react/button";
import { Dialog } from "@chakra-ui/react/dialog";
import { Portal } from "@chakra-ui/react/portal";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ConflictConfirm_item$key } from "../../__generated__/ConflictConfirm_item.graphql";
import { conflictText } from "./AllergenBadges";

export function useConflictConfirm(key: ConflictConfirm_item$key) {
  const item = useFragment(
    graphql`
      fragment ConflictConfirm_item on FoodItem {
        name
        # eslint-disable-next-line relay/unused-fields -- conflictText (AllergenBadges) reads the whole record
        conflicts {
          allergens
          diets
          allergensDeclared
          hasConflict
        }
      }
    `,
    key,
  );
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const conflict = conflictText(item.conflicts);

  /** Runs `action` now, or once the user confirms when the dish conflicts with their profile. */
  const guard = (action: () => void) => (conflict ? setWaiting(() => action) : action());

  const dialog = (
    <Dialog.Root
      open={waiting != null}
      onOpenChange={(e) => !e.open && setWaiting(null)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>This dish conflicts with your dietary profile</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {item.name}: {conflict}. Add it to your cart anyway?
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="orange"
                onClick={() => {
                  waiting?.();
                  setWaiting(null);
                }}
              >
                Add Anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { guard, dialog };
}
