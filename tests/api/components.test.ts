import { describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

describe('layout components', () => {
  it('lists the components a site may use, with their option schemas, restricted ones only on their site', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const prod = (await admin.get('/api/demo-prod/components')).body.data;
    const dev = (await admin.get('/api/demo-dev/components')).body.data;
    const ids = (list: { _id: string }[]) => list.map((c) => c._id);
    expect(ids(prod)).toContain('contentsSlideshow');
    expect(ids(prod)).toContain('crowdfundingCampaign');
    expect(ids(dev)).not.toContain('crowdfundingCampaign');
    expect(ids(dev)).toContain('tournamentThumbnail');
    expect(ids(prod)).not.toContain('tournamentThumbnail');
    const carousel = prod.find((c: { _id: string }) => c._id === 'contentsSlideshow');
    expect(carousel.optionsSchema.propertiesList.find((p: { key: string }) => p.key === 'itemCount')).toMatchObject({ type: 'int', max: 15 });
    expect((await new ApiClient().get('/api/demo-prod/components')).status).toBe(401);
  });
});
