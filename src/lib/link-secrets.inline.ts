import { takeLinkSecretsFromAddress } from './link-secrets'

/* The head's first inline script (`LINK_SECRETS_SCRIPT`): the link's token leaves the address. */
takeLinkSecretsFromAddress()
