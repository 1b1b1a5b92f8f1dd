import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';

describe('the client a per-address limit counts', () => {
  // An IPv6 address by its /64, however it is written; an IPv4 address alone, also written as IPv6.
  it.each([
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['2001:DB8:1:3::a', '2001:db8:1:3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
  ])('counts %s as %s', (address, client) => {
    expect(addressBlock(address)).toBe(client);
  });
});
