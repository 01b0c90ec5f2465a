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
	switch ( state.status ) {
		case 'pending':
			return null;
		case 'loggedOut':
			return <LoginScreen notice={ state.notice } />;
		case 'loggedIn':
			return (
				<PortalContext.Provider value={ context }>
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
