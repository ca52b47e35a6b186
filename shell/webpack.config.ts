import { createFederatedConfig } from '../tooling/webpack/create-config';

export default createFederatedConfig({ app: 'shell', dir: __dirname });
