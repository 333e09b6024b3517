import { describe, expect, it } from 'vitest';
import { encodePassword, md5Hex } from '@/lib/md5';

describe('md5Hex', () => {
  it('matches the RFC 1321 test vectors', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });
  it('hashes UTF-8 and is what passwords travel as', () => {
    expect(md5Hex('中文')).toBe('a7bac2239fcdcb3a067903d8077c4a07');
    expect(encodePassword('admin123')).toBe('0192023a7bbd73250516f069df18b500');
  });
});
