import { API_ERRORS, type ImportFileReading } from '@courtside/domain';
import { planImport } from './import-plan';
import type { KnownPerson } from './member-import.store';

const reading = (...emails: string[]): ImportFileReading => ({
  ignored_columns: [],
  rows: emails.map((email, i) => ({ row: i + 2, values: { email, name: `Person ${i}` }, errors: {} })),
});

const member = (email: string): KnownPerson => ({
  user_id: `id-${email}`,
  email,
  member: true,
  level: null,
  name: 'Person 0',
  member_number: null,
  phone: null,
  user_type: 'clubmember',
});

describe('planImport: people who left the club', () => {
  const departed = new Map([['left@club.test', '2026-11-02']]);

  it('leaves their row unchanged, saying when they left, without counting it as an error', () => {
    const plan = planImport(reading('left@club.test', 'new@club.test'), new Map(), false, {
      on: departed,
      include: false,
    });
    expect(plan).toMatchObject({ created: 1, unchanged: 1, error_count: 0 });
    expect(plan.rows[0]).toEqual({
      row: 2,
      email: 'left@club.test',
      action: 'unchanged',
      errors: { email: `${API_ERRORS.importDeparted} 2026-11-02` },
    });
    expect(plan.creates.map((c) => c.email)).toEqual(['new@club.test']);
  });

  it('creates them again when the import asks for it', () => {
    const plan = planImport(reading('left@club.test'), new Map(), false, { on: departed, include: true });
    expect(plan.rows).toEqual([{ row: 2, email: 'left@club.test', action: 'create' }]);
  });

  it('treats someone who is a member again as a member', () => {
    const plan = planImport(
      reading('left@club.test'),
      new Map([['left@club.test', member('left@club.test')]]),
      false,
      {
        on: departed,
        include: false,
      },
    );
    expect(plan.rows).toEqual([{ row: 2, email: 'left@club.test', action: 'unchanged' }]);
  });
});
