/**
 * The setup assistant (administrators): what it shows, and its actions (a form's page, WordPress's
 * privacy page, a test mail). The office, recipients and portal page are settings
 * (`./settings`).
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';

const BASE = 'immo-wizards/v1/setup';

/** The steps the server checks (the embed snippet is optional and has none). */
export type SetupStepName =
	'office' | 'recipients' | 'privacy' | 'portal' | 'pages' | 'test_mail';

export interface SetupPage {
	id: number;
	title: string;
	link: string;
	editLink: string;
}

export interface SetupScreen {
	/** A block screen, e.g. `lead-wizard`. */
	screen: string;
	/** The title its page gets. */
	title: string;
	page: SetupPage | null;
}

export interface SetupState {
	steps: Record< SetupStepName, boolean >;
	screens: SetupScreen[];
	/** Published pages to choose from. */
	pages: { id: number; title: string }[];
	privacyPageId: number;
	/** The administrator's own address (the test mail's default recipient). */
	userEmail: string;
}

export function fetchSetup(): Promise< SetupState > {
	return apiRequest< SetupState >( { path: BASE } );
}

/**
 * Creates and publishes the page of a form (the portal page becomes the settings' portal page).
 *
 * @param screen The form's screen, e.g. `lead-wizard`.
 */
export function createPage( screen: string ): Promise< SetupPage > {
	return apiRequest< SetupPage >( {
		path: `${ BASE }/pages`,
		method: 'POST',
		data: { screen },
		hideError: true,
	} );
}

/**
 * Makes a published page WordPress's privacy policy page.
 *
 * @param page The page's id.
 */
export function setPrivacyPage( page: number ): Promise< { page: number } > {
	return apiRequest< { page: number } >( {
		path: `${ BASE }/privacy-page`,
		method: 'POST',
		data: { page },
		hideError: true,
	} );
}

/**
 * Sends a test mail through the plugin's outbox.
 *
 * @param recipient Where it goes.
 */
export function sendTestMail(
	recipient: string
): Promise< { id: number; recipient: string } > {
	return apiRequest< { id: number; recipient: string } >( {
		path: `${ BASE }/test-mail`,
		method: 'POST',
		data: { recipient },
		hideError: true,
	} );
}
