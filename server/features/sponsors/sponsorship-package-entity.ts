// The sponsorship packages as the website editor keeps them (decision 56): listed last when added,
// moved by the club, and never with an amount range that runs backwards. The database refuses such
// a range too; the check before the write answers it as a 400 with a message rather than a 500.
import { max } from 'drizzle-orm';
import { sponsorshipPackageDescription } from '../../../common/club/sponsorship-package-description';
import { AMOUNT_RANGE_MESSAGE, isAmountRange } from '../../../common/club/sponsorship-packages';
import { sponsorshipPackages } from '../../db/schema/people-schema';
import { AppError } from '../../http/app-error';
import type { EditorEntity } from '../editor/entities';
import { sponsorshipPackageOrder } from './sponsor-lists';

export const sponsorshipPackageEntity: EditorEntity = {
  ...sponsorshipPackageDescription,
  table: sponsorshipPackages,
  cacheKey: 'sponsorship-packages',
  orderBy: sponsorshipPackageOrder,
  insertDefaults: async (tx) => {
    const [last] = await tx
      .select({ sortOrder: max(sponsorshipPackages.sortOrder) })
      .from(sponsorshipPackages);
    return { sortOrder: (last?.sortOrder ?? 0) + 1 };
  },
  // A one-field change of either end is checked against the other end as stored.
  checkFields: (row) => {
    const { minAmount, maxAmount } = row;
    if (typeof minAmount !== 'number') return;
    if (!isAmountRange(minAmount, typeof maxAmount === 'number' ? maxAmount : null)) {
      throw new AppError(400, AMOUNT_RANGE_MESSAGE);
    }
  },
};
