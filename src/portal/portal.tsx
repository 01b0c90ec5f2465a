/**
 * The portal's screens by session state: nothing but the progress bar while it starts, the
 * 'Anmeldung' form when logged out, the tabs when logged in.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useSnackbar } from '../components/snackbar';
import type { PortalConfig } from './config';
import { PortalContext } from './context';
import { Home } from './home';
import { LoginScreen } from './login-screen';
import { PriceIndicationNotice } from './price-indication';
import { useSession } from './use-session';

interface PortalProps {
	config: PortalConfig;
	/** The key of the e-mail link the page was opened with. */
	linkKey: string | null;
}

export function Portal( { config, linkKey }: PortalProps ) {
	const session = useSession(
		linkKey,
		config.nonceEndpoint,
		config.hasSession
	);
	const { show } = useSnackbar();
	const { check, forget } = session;
	const context = useMemo(
		() => ( { config, onSessionLost: () => void check() } ),
		[ config, check ]
	);
	const deleted = useCallback( () => {
		forget();
		show(
			__( 'Your account has been deleted.', 'immo-wizards' ),
			'success'
		);
	}, [ forget, show ] );

	const { state } = session;
	if ( state.status === 'pending' ) {
		return null;
	}
	// The confirmed owner's range: above whatever the link opened.
	const indication = state.indication && (
		<PriceIndicationNotice indication={ state.indication } />
	);
	switch ( state.status ) {
		case 'loggedOut':
			return (
				<>
					{ indication }
					<LoginScreen notice={ state.notice } />
				</>
			);
		case 'loggedIn':
			return (
				<PortalContext.Provider value={ context }>
					{ indication }
					<Home
						// Another user (a new login) starts afresh.
						key={ state.user.email }
						user={ state.user }
						confirmed={ state.confirmed }
						onLogOut={ session.logOut }
						onDeleted={ deleted }
					/>
				</PortalContext.Provider>
			);
	}
}
