// The GetResponse API v3 shapes this stand-in answers (contacts, custom fields, campaigns = lists), as the provider
// documents them. The stand-in owns them rather than importing the console's (server/integrations/getresponse/types.ts):
// it plays the provider, so a console that drifts from the protocol meets a stand-in that did not drift with it.

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
