import { describe, expect, it } from 'vitest';
import { bandwidthPercent, gaugeZone, sameServer, statusUrl, thermometerFill } from './index';

describe('monitoring derivations', () => {
  it('colours gauges yellow from 80 % and red from 95 % (spec 000 §2)', () => {
    expect([0, 79.9, 80, 94.9, 95, 100, 140].map(gaugeZone)).toEqual(['normal', 'normal', 'warning', 'warning', 'danger', 'danger', 'danger']);
  });

  it('fills the thermometer by alert level: empty, quarter, half, three quarters, full for 4 and more', () => {
    expect([0, 1, 2, 3, 4, 9].map(thermometerFill)).toEqual([0, 0.25, 0.5, 0.75, 1, 1]);
  });

  it('measures the out rate against the bandwidth in MB/s', () => {
    expect(bandwidthPercent(50_000_000, 100)).toBe(50);
    expect(bandwidthPercent(1_000_000, null)).toBeUndefined();
    expect(bandwidthPercent(1_000_000, 0)).toBeUndefined();
  });

  it('reads the status at {baseUrl}/status of http(s) addresses only', () => {
    expect(statusUrl('https://video1.exemple.fr')?.href).toBe('https://video1.exemple.fr/status');
    expect(statusUrl('http://127.0.0.1:8080/edge/')?.href).toBe('http://127.0.0.1:8080/edge/status');
    expect(statusUrl('http://127.0.0.1:8080/edge?x=1#y')?.href).toBe('http://127.0.0.1:8080/edge/status');
    for (const bad of ['file:///etc/passwd', 'javascript:alert(1)', 'ftp://h/', 'http://a:b@h/', 'h:80', ''])
      expect(statusUrl(bad), bad).toBeUndefined();
  });

  it('knows two addresses of one server, whatever their trailing slash or case of host', () => {
    expect(sameServer('http://127.0.0.1:4100', 'http://127.0.0.1:4100/')).toBe(true);
    expect(sameServer('https://Video1.exemple.fr/edge/', 'https://video1.exemple.fr/edge')).toBe(true);
    expect(sameServer('http://127.0.0.1:4100', 'http://127.0.0.1:4101')).toBe(false);
    expect(sameServer('pas une adresse', 'pas une adresse')).toBe(false);
  });
});
