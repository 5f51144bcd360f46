// The newsletter sync as the API answers it (docs/api.md "Newsletter"): the GetResponse list the tab works on, and
// the local GetResponse simulator's contacts.

/** GET {site}/newsletter/provider. */
export interface NewsletterProviderView {
  simulated: boolean;
  list: { id: string; name: string } | null;
  /** Why the list cannot be used (French), when it cannot. */
  problem: string | null;
}

/** A contact of the GetResponse simulator (GET /api/global/getresponse-simulator), custom fields by name. */
export interface SimulatedContact {
  contactId: string;
  email: string;
  name: string | null;
  createdOn: string;
  changedOn: string | null;
  campaign: { campaignId?: string; name?: string };
  customFieldValues: { customFieldId?: string; name?: string; value: string[] }[];
}

export interface GetResponseSimulatorView {
  url: string;
  contacts: SimulatedContact[];
}
