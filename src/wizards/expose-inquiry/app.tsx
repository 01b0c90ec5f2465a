/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { submitExposeInquiry } from '../../api/inquiries';
import {
	normaliseFormSettings,
	OneStepRequestForm,
	RequestFormScreen,
	type RequestFormSettings,
} from '../shared/request-form';
import { InquiryFields } from './inquiry-fields';
import { defaultExposeInquiryValues, toExposeInquiry } from './inquiry';
import { resolveInquiryTarget } from './target';
import type {
	ExposeInquiryConfig,
	ExposeInquiryFormValues,
	InquiryTarget,
} from './types';

interface ExposeInquiryFormProps {
	target: InquiryTarget;
	settings: RequestFormSettings;
}

function ExposeInquiryForm( { target, settings }: ExposeInquiryFormProps ) {
	return (
		<OneStepRequestForm< ExposeInquiryFormValues >
			formType="expose_inquiry"
			loadSchema={ () =>
				import(
					/* webpackChunkName: "expose-inquiry-schema" */ './schema'
				).then( ( module ) =>
					module.createExposeInquirySchema( settings.newsletter )
				)
			}
			defaultValues={ defaultExposeInquiryValues }
			settings={ settings }
			trackEvent="immoObjectInquiry"
			trackLabel={ target.customObjectId }
			renderFields={ ( control ) => (
				<InquiryFields control={ control } />
			) }
			send={ ( { values, ...request } ) =>
				submitExposeInquiry(
					{
						...request,
						exposeInquiry: toExposeInquiry( values, target ),
					},
					settings.submitUrl
				)
			}
		/>
	);
}

/**
 * The inquiry about one property, as mounted on a page (block, shortcode). The property comes
 * from the block or from the page's query string (`?objectId=…&customObjectId=…`).
 *
 * @param props        Props.
 * @param props.config Config from the page.
 */
export function ExposeInquiryApp( {
	config,
}: {
	config: Partial< ExposeInquiryConfig >;
} ) {
	const settings = useMemo(
		() => normaliseFormSettings( config ),
		[ config ]
	);
	const target = useMemo(
		() => resolveInquiryTarget( config, window.location.search ),
		[ config ]
	);
	return (
		<RequestFormScreen slug="expose-inquiry" settings={ settings }>
			{ target ? (
				<ExposeInquiryForm target={ target } settings={ settings } />
			) : (
				<div
					className="immo-wizards-request-form__alert immo-wizards-request-form__alert--error"
					role="alert"
				>
					{ __(
						'This inquiry is missing the property.',
						'immo-wizards'
					) }
				</div>
			) }
		</RequestFormScreen>
	);
}

export default ExposeInquiryApp;
