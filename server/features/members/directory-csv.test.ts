import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_CONTACTS_PATH,
  MEMBERS_DIRECTORY_CSV_PATH,
} from '../../../common/members/directory';
import { makeTeamMember, makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['member', 'admin'] });

describe("the admins' CSV of the directory", () => {
  it('holds each member with what they share and nothing they keep', async () => {
    const jamie = await makeUser(site.t.db, {
      firstName: '=Jamie',
      lastName: 'Ortiz',
      email: 'jamie@club.test',
      role: 'member',
      isActive: 1,
    });
    await makeTeamMember(site.t.db, { userId: jamie.id, role: 'Driver', subteam: 'Frame' });
    await requestAs(site.t, jamie.id, {
      method: 'PUT',
      url: DIRECTORY_CONTACTS_PATH,
      payload: { phone: '555 0199', chat: '@jamie', sharePhone: true },
    });
    await makeUser(site.t.db, { firstName: 'Pending', role: 'pending' });

    const response = await site.admin.send('GET', MEMBERS_DIRECTORY_CSV_PATH);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-directory-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Role,Subteam,Year,Major,Email,Phone,Chat');
    expect(lines).toContain("'=Jamie Ortiz,Driver,Frame,Junior,Mechanical Engineering,,555 0199,");
    expect(response.body).not.toContain('jamie@club.test');
    expect(response.body).not.toContain('@jamie');
    expect(response.body).not.toContain('Pending');
  });

  it('is for admins only', async () => {
    const response = await site.member.send('GET', MEMBERS_DIRECTORY_CSV_PATH);

    expect(response.statusCode).toBe(403);
  });
});
