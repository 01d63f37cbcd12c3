import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@orioni/contracts/entities';
import { purchaseBodyOf, type CheckoutValues } from './components/checkout-form';

const values: CheckoutValues = {
  firstName: 'Nino',
  lastName: 'Beridze',
  fullName: '',
  idNumber: '01001012345',
  chiefManager: '',
  fieldOfActivity: '',
  savePersonalInfo: true,
};

describe('purchase body (spec section 7 payload)', () => {
  it('joins a personal customer’s first and last name into fullName and sends nothing else of the name', () => {
    const body = purchaseBodyOf({ customerType: 'PHYSICAL', idNumber: null } as UserInfo, values, []);
    expect(body).toEqual({ idNumber: '01001012345', fullName: 'Nino Beridze', emails: [], savePersonalInfo: true });
  });

  it('a company sends its name, director and field of activity; a stored ID turns saving off', () => {
    const body = purchaseBodyOf(
      { customerType: 'LEGAL', idNumber: '123456789' } as UserInfo,
      {
        ...values,
        fullName: 'Acme LLC',
        idNumber: '123456789',
        chiefManager: 'Giorgi Beridze',
        fieldOfActivity: 'Retail',
      },
      ['a@b.ge'],
    );
    expect(body).toEqual({
      idNumber: '123456789',
      fullName: 'Acme LLC',
      chiefManager: 'Giorgi Beridze',
      fieldOfActivity: 'Retail',
      emails: ['a@b.ge'],
      savePersonalInfo: false,
    });
  });
});
