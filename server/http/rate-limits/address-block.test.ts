import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';

describe('the client a per-address limit counts', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    expect(addressBlock('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('2001:DB8:1:3::a')).toBe('2001:db8:1:3::/64');
  });

  it('is an IPv4 address itself, also written as IPv6', () => {
    expect(addressBlock('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBlock('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});
