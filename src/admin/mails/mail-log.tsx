/**
 * The mail log: every mail the plugin queued or sent, filterable, with "Erneut senden" for the
 * failed ones and, on the demo site, each captured mail's content.
 */
/**
 * External dependencies
 */
import { DataViews, type Action, type View } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { resendMail, type Mail, type MailKindInfo } from '../../api/mails';
import { ListFrame } from '../list-frame';
import { OutcomeNotice, type Outcome } from '../outcome-notice';
import { mailFields } from './fields';
import { MailContentView } from './mail-content';
import { initialView, useMails } from './use-mails';
import '../dataviews-style.scss';

/**
 * The log.
 *
 * @param props       Props.
 * @param props.kinds The mail kinds as the server names them.
 */
export function MailLog( { kinds }: { kinds: MailKindInfo[] } ) {
	const [ view, setView ] = useState< View >( () =>
		initialView(
			window.matchMedia?.( '(max-width: 782px)' )?.matches ?? false
		)
	);
	const [ message, setMessage ] = useState< Outcome | null >( null );
	const mails = useMails( view );
	const { reload } = mails;
	const fields = useMemo( () => mailFields( kinds ), [ kinds ] );

	const actions = useMemo< Action< Mail >[] >(
		() => [
			{
				id: 'resend',
				label: __( 'Resend', 'immo-wizards' ),
				isPrimary: true,
				isEligible: ( item ) => item.canResend,
				callback: async ( [ item ] ) => {
					try {
						await resendMail( item.id );
						setMessage( {
							status: 'success',
							message: __(
								'The e-mail is queued again and goes out in the background.',
								'immo-wizards'
							),
						} );
					} catch ( failure ) {
						setMessage( {
							status: 'error',
							message: ( failure as Error ).message,
						} );
					}
					reload();
				},
			},
			{
				id: 'content',
				label: __( 'Show content', 'immo-wizards' ),
				isEligible: ( item ) => item.hasContent,
				modalHeader: ( [ item ] ) => item.subject,
				modalSize: 'large',
				RenderModal: ( { items: [ item ] } ) => (
					<MailContentView id={ item.id } />
				),
			},
		],
		[ reload ]
	);

	return (
		<ListFrame
			className="immo-wizards-mails"
			label={ __( 'Mail log', 'immo-wizards' ) }
			error={ mails.error }
		>
			<OutcomeNotice
				notice={ message }
				onRemove={ () => setMessage( null ) }
			/>
			<DataViews< Mail >
				data={ mails.items }
				fields={ fields }
				view={ view }
				onChangeView={ setView }
				actions={ actions }
				isLoading={ mails.isLoading }
				getItemId={ ( item ) => String( item.id ) }
				paginationInfo={ {
					totalItems: mails.total,
					totalPages: mails.totalPages,
				} }
				defaultLayouts={ { table: {}, list: {} } }
				searchLabel={ __( 'Search by recipient', 'immo-wizards' ) }
				empty={ <p>{ __( 'No e-mails yet.', 'immo-wizards' ) }</p> }
			/>
		</ListFrame>
	);
}
