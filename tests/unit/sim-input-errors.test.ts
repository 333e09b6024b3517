import { describe, expect, it } from 'vitest';
import { fieldError, naming, refuse } from '../../simulator/http/input-errors';
import { ApiError, LocalizedApiError } from '../../simulator/http/router';

/* Issue 33: a refused write keeps the spec's words and names the field after them. */

const texts = (err: unknown) => (err as LocalizedApiError).texts;
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('nothing thrown');
};

describe('field errors', () => {
  it('appends the field to both languages, the message word for word', () => {
    expect(texts(refuse('account', 'usernameRequired'))).toEqual({
      en: 'User name is required (account)',
      zh: '用户名不能为空（account）',
    });
    expect(fieldError('power').code).toBe(400);
    expect(texts(fieldError(''))).toEqual({
      en: 'Please enter the correct parameter!',
      zh: '请输入正确的参数！',
    });
  });

  it('names the field in a 400 a shared rule throws without one', () => {
    const localized = thrown(() =>
      naming('content', () => {
        throw new LocalizedApiError(400, { en: 'Too big', zh: '太大' });
      }),
    );
    expect(texts(localized)).toEqual({ en: 'Too big (content)', zh: '太大（content）' });
    // A catalogue message in one language comes back in both.
    const plain = thrown(() =>
      naming('id', () => {
        throw new ApiError(400, 'The user does not exist');
      }),
    );
    expect(texts(plain)).toEqual({ en: 'The user does not exist (id)', zh: '用户不存在（id）' });
  });

  it('leaves a named 400, other codes and other errors as they are, and returns the value', async () => {
    const inner = fieldError('sn');
    expect(
      thrown(() =>
        naming('id', () => {
          throw inner;
        }),
      ),
    ).toBe(inner);
    const forbidden = new ApiError(403, 'No permission');
    expect(
      thrown(() =>
        naming('id', () => {
          throw forbidden;
        }),
      ),
    ).toBe(forbidden);
    expect(naming('id', () => 7)).toBe(7);
    await expect(naming('id', () => Promise.resolve(8))).resolves.toBe(8);
    await expect(
      naming('content', () => Promise.reject(new LocalizedApiError(400, { en: 'Bad', zh: '坏' }))),
    ).rejects.toMatchObject({ texts: { en: 'Bad (content)', zh: '坏（content）' } });
  });
});
