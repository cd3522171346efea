import type { operatorAnalyticsMessages as turkish } from '../operator-analytics';
import type { Translation } from '@paydos/contract/messages/translation';

/** The operator's analytics page (product §2, §3 Stats, §9 averages). */
export const operatorAnalyticsMessages: Translation<typeof turkish> = {
  analytics: {
    title: 'Analytics',
    subtitle: 'Organizations, users, subscriptions and leave requests across Paydos.',
    loadFailed: "Couldn't load the statistics",
    totalOrganizations: 'Organizations',
    totalUsers: 'Users',
    activeSubscriptions: 'Active subscriptions',
    totalLeaveRequests: 'Leave requests',
    averagesTitle: 'Averages',
    usersPerOrganization: 'Users per organization',
    leaveRequestsPerUser: 'Leave requests per user',
    activeSubscriptionShare: 'Organizations with an active subscription',
    growthTitle: 'New organizations and users',
    growthDescription: 'Added each month over the last 12 months.',
    newOrganizations: 'New organizations',
    newUsers: 'New users',
    leaveTitle: 'Leave requests',
    leaveDescription: 'Leave requests created each month.',
    leaveRequests: 'Leave requests',
    trialsTitle: 'Trials and conversions',
    trialsDescription: 'Trials started each month and those that moved to a paid plan.',
    trialsStarted: 'Trials started',
    trialsConverted: 'Converted to paid',
  },
};
