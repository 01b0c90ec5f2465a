/**
 * The setup assistant's steps in order, with their titles and intros.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SetupStepName } from '../../api/setup';

export type StepName = SetupStepName | 'embed';

export interface StepInfo {
	name: StepName;
	title: string;
	intro: string;
}

export function setupSteps(): StepInfo[] {
	return [
		{
			name: 'office',
			title: __( 'Office and address', 'immo-wizards' ),
			intro: __(
				'Your office as it appears in mails and in the route planner. Search the address or type it in; the map pin marks the entrance.',
				'immo-wizards'
			),
		},
		{
			name: 'recipients',
			title: __( 'E-mail recipients', 'immo-wizards' ),
			intro: __(
				'Confirmed requests are sent to these addresses, one per kind of request.',
				'immo-wizards'
			),
		},
		{
			name: 'privacy',
			title: __( 'Privacy policy', 'immo-wizards' ),
			intro: __(
				'The forms link to the privacy policy page of your website.',
				'immo-wizards'
			),
		},
		{
			name: 'portal',
			title: __( 'Customer portal', 'immo-wizards' ),
			intro: __(
				'Your customers manage their requests and search profiles on this page.',
				'immo-wizards'
			),
		},
		{
			name: 'pages',
			title: __( 'Pages with forms', 'immo-wizards' ),
			intro: __(
				'One click creates a published page with the form. You can edit the page afterwards like any other.',
				'immo-wizards'
			),
		},
		{
			name: 'test_mail',
			title: __( 'Test mail', 'immo-wizards' ),
			intro: __(
				'A test mail takes the same way as the mails of your forms.',
				'immo-wizards'
			),
		},
		{
			name: 'embed',
			title: __( 'Embedding on other websites', 'immo-wizards' ),
			intro: __(
				'Optional: show the forms on another website of yours with this code.',
				'immo-wizards'
			),
		},
	];
}
