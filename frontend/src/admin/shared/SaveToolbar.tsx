import { SaveButton, Toolbar } from 'react-admin';

/**
 * Only a save button: records are deactivated rather than deleted (erasure has its own confirmed button). It stays
 * enabled on an untouched form, so that trying to save shows which fields are still required.
 */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
