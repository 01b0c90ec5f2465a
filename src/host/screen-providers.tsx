/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { CookieBanner } from '../components/cookie-banner';
import { LoadingProvider } from '../components/loading';
import { SnackbarProvider } from '../components/snackbar';
import type { SharedConfig } from './shared-config';

interface ScreenProvidersProps {
	/** The screen's normalised settings: consent and privacy page for the cookie banner. */
	settings: Pick< SharedConfig, 'consent' | 'privacyUrl' >;
	children: ReactNode;
}

/**
 * What every wizard and form screen is mounted in: snackbar, loading counter and the cookie banner.
 *
 * @param props          Props.
 * @param props.settings Normalised settings of the screen.
 * @param props.children The screen.
 */
export function ScreenProviders( {
	settings,
	children,
}: ScreenProvidersProps ) {
	return (
		<SnackbarProvider>
			<LoadingProvider>
				{ /* Before the screen: first in tab order, as it is shown. */ }
				<CookieBanner
					required={ settings.consent.required }
					wpConsentApi={ settings.consent.wpConsentApi }
					privacyUrl={ settings.privacyUrl }
				/>
				{ children }
			</LoadingProvider>
		</SnackbarProvider>
	);
}
