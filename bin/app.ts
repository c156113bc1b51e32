import { buildApp } from '../lib/app.js';

// Context comes from cdk.json and `-c key=value`; the CLI synthesizes the app when this script ends.
buildApp();
