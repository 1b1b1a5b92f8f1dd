// Test support for the audit log's tests: the club's captain, an active admin, whose name and
// address the log shows beside each change they make.
import type { Database } from '../../db/database';
import { makeUser } from '../../test/factories';

export const makeCaptain = (db: Database) =>
  makeUser(db, {
    email: 'captain@club.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'admin',
    isActive: 1,
  });
