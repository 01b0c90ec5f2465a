/**
 * The logged-in portal: tabs Anfragen, Suchprofile (default, unless a link just confirmed what
 * another tab holds), Mein Konto and the logout button.
 * The contact is loaded first (spec "Home"); when its disclaimer is not accepted, a dialog with
 * the account form opens.
 */
/**
 * WordPress dependencies
 */
import { Suspense, lazy, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchContact } from '../api/contact';
import type { PortalContact, PortalUser } from '../api/types';
import { Dialog } from '../components/dialog';
import { LoadingBar } from '../components/loading';
import {
	accountTitle,
	hasContactEmail,
	isDisclaimerAccepted,
} from './account/disclaimer';
import { BLOCK } from './block';
import { InquiriesTab } from './inquiries/inquiries-tab';
import { SavedSearchesTab } from './saved-searches/saved-searches-tab';
import { Tabs } from './tabs';
import type { Confirmed } from './session';
import { tabOfConfirmed, useHashTab, type PortalTab } from './use-hash-tab';
import { useRemote } from './use-remote';

const account = () =>
	import( /* webpackChunkName: "portal-account" */ './account' );
const AccountTab = lazy( () =>
	account().then( ( module ) => ( { default: module.AccountTab } ) )
);
const AccountForm = lazy( () =>
	account().then( ( module ) => ( { default: module.AccountForm } ) )
);

interface HomeProps {
	user: PortalUser;
	/** What the link the portal was opened with confirmed: its tab opens first. */
	confirmed?: Confirmed;
	onLogOut: () => void;
	/** The account was deleted. */
	onDeleted: () => void;
}

type Disclaimer = 'unknown' | 'open' | 'closed';

export function Home( { user, confirmed, onLogOut, onDeleted }: HomeProps ) {
	const contact = useRemote( fetchContact );
	const [ tab, selectTab ] = useHashTab( tabOfConfirmed( confirmed ) );
	const [ disclaimer, setDisclaimer ] = useState< Disclaimer >( 'unknown' );

	// Once, after the contact's first load.
	useEffect( () => {
		if ( disclaimer !== 'unknown' || ! contact.data ) {
			return;
		}
		setDisclaimer(
			hasContactEmail( contact.data ) &&
				! isDisclaimerAccepted( contact.data )
				? 'open'
				: 'closed'
		);
	}, [ contact.data, disclaimer ] );

	const saved = ( next: PortalContact ) => {
		contact.set( next );
		if ( isDisclaimerAccepted( next ) ) {
			setDisclaimer( 'closed' );
		}
	};

	const tabs: { id: PortalTab; label: string }[] = [
		{ id: 'exposeInquiry', label: __( 'Inquiries', 'immo-wizards' ) },
		{ id: 'savedSearch', label: __( 'Search profiles', 'immo-wizards' ) },
		{ id: 'account', label: __( 'My account', 'immo-wizards' ) },
	];

	const renderPanel = ( id: PortalTab ) => {
		switch ( id ) {
			case 'exposeInquiry':
				return <InquiriesTab />;
			case 'savedSearch':
				return <SavedSearchesTab />;
			case 'account':
				return (
					<Suspense fallback={ <LoadingBar active /> }>
						<AccountTab
							contact={ contact.data }
							onSaved={ saved }
							onDeleted={ onDeleted }
						/>
					</Suspense>
				);
		}
	};

	return (
		<div className={ `${ BLOCK }__home` }>
			<p className={ `${ BLOCK }__user` }>
				{ sprintf(
					/* translators: %s: e-mail address of the logged-in user */
					__( 'Logged in as %s', 'immo-wizards' ),
					user.email
				) }
			</p>
			<Tabs
				block={ BLOCK }
				label={ __( 'Customer portal', 'immo-wizards' ) }
				tabs={ tabs }
				selected={ tab }
				onSelect={ selectTab }
				renderPanel={ renderPanel }
				after={
					<button
						type="button"
						className={ `${ BLOCK }__tab ${ BLOCK }__logout` }
						onClick={ onLogOut }
					>
						{ __( 'Log out', 'immo-wizards' ) }
					</button>
				}
			/>
			{ disclaimer === 'open' && contact.data && (
				<Dialog
					title={ accountTitle( contact.data ) }
					onClose={ () => setDisclaimer( 'closed' ) }
				>
					<Suspense fallback={ <LoadingBar active /> }>
						<AccountForm
							contact={ contact.data }
							onSaved={ saved }
						/>
					</Suspense>
				</Dialog>
			) }
		</div>
	);
}
