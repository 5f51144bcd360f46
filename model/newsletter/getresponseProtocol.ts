// The subset of the GetResponse API v3 the console speaks (contacts, custom fields, campaigns = lists), as the
// provider documents it: written once for both sides, the console's client (server/integrations/getresponse) and the
// stand-in that plays the provider (stand-ins/getresponse).

export interface CampaignRef {
  campaignId: string;
  name?: string;
  href?: string;
}

export interface Campaign {
  campaignId: string;
  href: string;
  name: string;
  techName: string;
  languageCode: string;
  isDefault: string;
  createdOn: string;
}

export interface CustomFieldValue {
  customFieldId: string;
  /** Always a list, even for a single text value. */
  value: string[];
}

export interface Contact {
  contactId: string;
  href: string;
  name: string | null;
  email: string;
  origin: string;
  campaign: CampaignRef;
  createdOn: string;
  changedOn: string | null;
  customFieldValues?: (CustomFieldValue & { name?: string })[];
  tags?: { tagId: string; name: string }[];
}

/** Body of POST /contacts (202, empty answer: GetResponse queues the creation). */
export interface NewContact {
  email: string;
  name?: string;
  campaign: { campaignId: string };
  dayOfCycle?: string;
  customFieldValues?: CustomFieldValue[];
}

/** Body of POST /contacts/{contactId}. */
export interface ContactChanges {
  name?: string;
  campaign?: { campaignId: string };
  customFieldValues?: CustomFieldValue[];
}

export interface CustomField {
  customFieldId: string;
  href: string;
  name: string;
  fieldType: string;
  valueType: string;
  format: string;
  type: string;
  hidden: string;
  values: string[];
}

export interface NewCustomField {
  name: string;
  type: 'text' | 'number' | 'date' | 'single_select' | 'checkbox';
  hidden: boolean;
  values: string[];
}

/** Every error answer of the API. */
export interface ErrorBody {
  httpStatus: number;
  code: number;
  codeDescription: string;
  message: string;
  moreInfo: string;
  context: unknown;
  uuid: string;
}
