import { ZFeedbackBody } from '@platform/contracts/engagement/schemas';
import { ZBindBankAccountBody } from '@platform/contracts/withdrawals/schemas';
import { describe, expect, it } from 'vitest';
import { issueField, issueProblem, refusedField, schemaProblems } from './field-errors.ts';

describe('schemaProblems', () => {
  it('names each field the contract schema refuses, with what is wrong', () => {
    expect(
      schemaProblems(ZFeedbackBody, { questionType: 'deposit', content: 'Fine', contact: '  ' }),
    ).toEqual({
      contact: { key: 'form.required' },
    });
    expect(
      schemaProblems(ZFeedbackBody, { questionType: 'deposit', content: 'x'.repeat(4001), contact: 'a' }),
    ).toEqual({ content: { key: 'form.tooLong', values: { max: 4000 } } });
    expect(
      schemaProblems(ZBindBankAccountBody, { bankName: 'A', accountNumber: '12ab', paymentPassword: '' }),
    ).toEqual({
      bankName: { key: 'form.tooShort', values: { min: 2 } },
      accountNumber: { key: 'form.invalid' },
      paymentPassword: { key: 'form.required' },
    });
  });

  it('answers nothing for values the server accepts', () => {
    expect(schemaProblems(ZFeedbackBody, { questionType: 'other', content: 'Hello', contact: 'me' })).toEqual(
      {},
    );
  });
});

describe('server issues', () => {
  it('places body issues on their fields; query and header issues name no field', () => {
    expect(issueField({ path: 'body.contact', code: 'too_small' })).toBe('contact');
    expect(issueField({ path: 'body.terms.endsAt', code: 'past' })).toBe('terms.endsAt');
    expect(issueField({ path: 'headers.idempotency-key', code: 'required' })).toBeUndefined();
    expect(issueProblem({ path: 'body.ageConfirmed', code: 'required' })).toEqual({ key: 'form.required' });
    expect(issueProblem({ path: 'body.code', code: 'invalid' })).toEqual({ key: 'form.invalid' });
    expect(issueProblem({ path: 'body.terms.endsAt', code: 'past' })).toEqual({ key: 'form.past' });
  });
});

describe('refusals of one field', () => {
  it('gives a specific refusal naming one field its message; generic answers and several fields stay form-wide', () => {
    const code = [{ path: 'body.verificationCode', code: 'invalid' }];
    expect(refusedField('phone.code.invalid', code)).toBe('verificationCode');
    expect(refusedField('request.invalid', code)).toBeUndefined();
    expect(refusedField('register.invalid', code)).toBeUndefined();
    expect(
      refusedField('amount.invalid', [...code, { path: 'body.amount', code: 'invalid' }]),
    ).toBeUndefined();
    expect(refusedField('funds.insufficient', [])).toBeUndefined();
    expect(refusedField('amount.invalid', [{ path: 'query.amount', code: 'invalid' }])).toBeUndefined();
  });
});
