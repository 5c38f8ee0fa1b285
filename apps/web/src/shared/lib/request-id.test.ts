import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { RequestId } from './request-id.ts';

describe('RequestId', () => {
  it('keeps the id through a failure without an answer, so the retry is the same request', () => {
    const id = new RequestId();
    const first = id.get();
    id.settle(new ApiError({ code: 'network.abnormal', status: 0, message: 'offline' }));
    expect(id.get()).toBe(first);
  });

  it('starts a new id after an answer, refused or done', () => {
    const id = new RequestId();
    const first = id.get();
    id.settle(new ApiError({ code: 'funds.insufficient', status: 422, message: 'no' }));
    const second = id.get();
    expect(second).not.toBe(first);
    id.settle();
    expect(id.get()).not.toBe(second);
  });
});
