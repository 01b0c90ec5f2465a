/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ScreenProviders } from '../../../host/screen-providers';
import type { RequestFormSettings } from './config';

interface RequestFormScreenProps {
	/** Screen slug, e.g. 'contact-form': the root gets `wp-block-immo-wizards-{slug}__screen`. */
	slug: string;
	settings: RequestFormSettings;
	children: ReactNode;
}

/**
 * What every request form screen is mounted in: snackbar, loading counter and the cookie
 * banner (here only tracking needs consent).
 *
 * @param props          Props.
 * @param props.slug     Screen slug.
 * @param props.settings Normalised shared settings.
 * @param props.children The screen.
 */
export function RequestFormScreen( {
	slug,
	settings,
	children,
}: RequestFormScreenProps ) {
	return (
		<ScreenProviders settings={ settings }>
			<div
				className={ `wp-block-immo-wizards-${ slug }__screen immo-wizards-request-form-screen` }
			>
				{ children }
			</div>
		</ScreenProviders>
	);
}
