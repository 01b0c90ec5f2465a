/**
 * Internal dependencies
 */
import type { SharedConfig } from '../../host/shared-config';

export interface NewsletterConfig extends SharedConfig {
	submitUrl?: string;
}
