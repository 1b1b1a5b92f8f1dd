// The sponsorship packages as the website editor manages them (decision 56): like every kind of
// entry, edited in place and moved up and down, with History, the trash and the audit log.
import { describeEntity } from '../editor/editor-entity-description';
import { SPONSORSHIP_PACKAGES_PATH } from './sponsors-page';
import {
  adminSponsorshipPackageSchema,
  newSponsorshipPackageSchema,
  sponsorshipPackageFields,
} from './sponsorship-packages';

export const sponsorshipPackageDescription = describeEntity({
  path: 'sponsorship-packages',
  apiPath: SPONSORSHIP_PACKAGES_PATH,
  label: 'Sponsorship package',
  auditName: 'sponsorship-package',
  nameField: 'name',
  rules: sponsorshipPackageFields,
  createSchema: newSponsorshipPackageSchema,
  rowSchema: adminSponsorshipPackageSchema,
  movable: true,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'minAmount', label: 'Minimum amount', kind: 'number', required: true },
    { name: 'maxAmount', label: 'Maximum amount', kind: 'number' },
    { name: 'benefits', label: 'Benefits', kind: 'multiline', required: true },
  ],
});
