import { Client, Environment, OrdersController } from '@paypal/paypal-server-sdk';
import type { PayPalConfig } from '../../../config.js';

type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;

/**
 * The SDK's client sending every call, the OAuth token request included, to `baseUrl` instead
 * of PayPal: the SDK knows only PayPal's two addresses, and tests point it at a local stand-in.
 */
class RedirectedClient extends Client {
  // Read per request: the parent's constructor already asks for the factory (OAuth controller).
  private target = '';

  constructor(config: ConstructorParameters<typeof Client>[0], target: string) {
    super(config);
    this.target = target;
  }

  override getRequestBuilderFactory(): RequestBuilderFactory {
    const factory = super.getRequestBuilderFactory();
    return (...args) => {
      const builder = factory(...args);
      builder.interceptRequest((request) => {
        const url = new URL(request.url);
        return { ...request, url: `${this.target}${url.pathname}${url.search}` };
      });
      return builder;
    };
  }
}

/** PayPal's Orders v2 controller, authenticated with client credentials. */
export const payPalOrders = (config: PayPalConfig): OrdersController => {
  const options = {
    environment: config.environment === 'production' ? Environment.Production : Environment.Sandbox,
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    timeout: config.timeoutMs,
    // Retries are ours (PayPalGateway), so that a timeout is never silently re-sent.
    httpClientOptions: { timeout: config.timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
  };
  return new OrdersController(config.baseUrl ? new RedirectedClient(options, config.baseUrl) : new Client(options));
};
