import { SaveButton, Toolbar } from 'react-admin';

/**
 * Only a save button: the API deletes no users, locations or tenants (they are deactivated instead). It stays
 * enabled on an untouched form, so that trying to save shows which fields are still required.
 */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
